import UIKit

final class ObserverHelperViewController: UIViewController {
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
        observeKeyboard()
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }
}

extension ObserverHelperViewController {
    private func keyboardHeight(in notification: Notification) -> CGFloat {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        return frame.height
    }

    @objc fileprivate func keyboardFrameWillChange(_ notification: Notification) {
        barBottom.constant = -keyboardHeight(in: notification)
    }

    @objc fileprivate func keyboardWillHide(_ notification: Notification) {
        barBottom.constant = 0
    }
}
