import UIKit

final class IntersectionViewController: UIViewController {
    private let messageField = UITextField()
    // kbcov: sendBar intrinsicHeight 52 keepVisible
    private let sendBar = UIView()
    private lazy var barBottom = sendBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)

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
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let screenFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let screen = view.window?.windowScene?.screen else { return }
        let keyboardFrame = screen.coordinateSpace.convert(screenFrame, to: view)
        let overlap = view.bounds.intersection(keyboardFrame).height
        barBottom.constant = -overlap
    }
}
