import UIKit

final class RawKeyViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardChanged(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardChanged(_ notification: Notification) {
        guard let info = notification.userInfo, let end = info["UIKeyboardFrameEndUserInfoKey"] as? CGRect else { return }
        barBottom.constant = -end.height
    }
}
