import UIKit

// One handler for both notifications, registered in a loop and told apart by name.
final class NameSwitchViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(_:)), name: name, object: nil)
        }
    }

    @objc private func keyboardChanged(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        if notification.name == UIResponder.keyboardWillHideNotification {
            barBottom.constant = 0
        } else {
            barBottom.constant = -frame.height
        }
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
