import UIKit

final class SafeAreaViewController: UIViewController {
    private let messageField = UITextField()
    // kbcov: sendBar intrinsicHeight 52 keepVisible
    private let sendBar = UIView()
    private lazy var barBottom = sendBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)

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
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        // The bar sits on the safe area: the keyboard covers the home indicator strip too.
        barBottom.constant = -(frame.height - view.safeAreaInsets.bottom)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barBottom.constant = 0
    }
}
