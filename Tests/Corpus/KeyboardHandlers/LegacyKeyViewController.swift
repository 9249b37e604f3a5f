import UIKit

// Written before Swift 4.2 renamed the keyboard globals, and never updated since.
final class LegacyKeyViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        if let value = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue {
            barBottom.constant = -value.cgRectValue.height
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        barBottom.constant = 0
    }
}
