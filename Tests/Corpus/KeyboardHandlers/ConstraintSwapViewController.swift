import UIKit

/// Swaps the send bar's bottom constraint when the keyboard shows and hides, as many apps did
/// before the keyboard layout guide: the constraint it switches to assumes the keyboard's height.
final class ConstraintSwapViewController: MessageScreenViewController {
    private lazy var barAboveKeyboard = sendBar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -336)

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        NSLayoutConstraint.deactivate([barBottom])
        NSLayoutConstraint.activate([barAboveKeyboard])
        view.layoutIfNeeded()
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barAboveKeyboard.isActive = false
        barBottom.isActive = true
        view.layoutIfNeeded()
    }
}
