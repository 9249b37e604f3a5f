import UIKit

final class UnseenHandlerViewController: UIViewController {
    private let messageField = UITextField()
    // kbcov: sendBar intrinsicHeight 52 keepVisible
    private let sendBar = UIView()
    private lazy var barBottom = sendBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    private let keyboardAvoider = KeyboardAvoider()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [messageField, sendBar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            messageField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            messageField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            sendBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sendBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBottom,
        ])
        NotificationCenter.default.addObserver(keyboardAvoider, selector: #selector(KeyboardAvoider.keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        keyboardAvoider.constraint = barBottom
    }

}
