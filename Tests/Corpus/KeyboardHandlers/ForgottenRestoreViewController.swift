import UIKit

/// Swaps the send bar's bottom constraint for one on the keyboard's top when the keyboard shows,
/// and on hiding switches the keyboard one off without switching the first back on.
final class ForgottenRestoreViewController: MessageScreenViewController {
    private lazy var barOnKeyboard = sendBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        barBottom.isActive = false
        barOnKeyboard.isActive = true
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barOnKeyboard.isActive = false
    }
}
