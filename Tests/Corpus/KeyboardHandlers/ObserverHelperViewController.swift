import UIKit

final class ObserverHelperViewController: MessageScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
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
