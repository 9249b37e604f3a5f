import UIKit

// One handler for both notifications, told apart by name; hiding leaves the bar raised.
final class NameSwitchLiftViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardChanged(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardChanged(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardChanged(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        if notification.name == UIResponder.keyboardWillHideNotification {
            barBottom.constant = -300
        } else {
            barBottom.constant = -frame.height
        }
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
