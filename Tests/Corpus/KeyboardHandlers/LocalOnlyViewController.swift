import UIKit

final class LocalOnlyViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        // In Split View the other app's keyboard is announced too.
        guard let userInfo = notification.userInfo,
              userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true,
              let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        barBottom.constant = -frame.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barBottom.constant = 0
    }
}
