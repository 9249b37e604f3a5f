import UIKit

/// The send bar sits 12 pt above the bottom. The screen keeps that constant when it loads, and its
/// handlers lift the bar by the keyboard's height from there and put it back on hide.
final class RestingConstantViewController: MessageScreenViewController {
    private var restingBottom: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        barBottom.constant = -12
        restingBottom = barBottom.constant
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        barBottom.constant = restingBottom - frame.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barBottom.constant = restingBottom
    }
}
