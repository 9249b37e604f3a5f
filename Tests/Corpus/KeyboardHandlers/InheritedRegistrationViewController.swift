import UIKit

// The registration is in a base class of another module; the handler only reads the frame.
final class InheritedRegistrationViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        observeKeyboard()
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        barBottom.constant = -frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        guard notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] != nil else { return }
        barBottom.constant = 0
    }
}
