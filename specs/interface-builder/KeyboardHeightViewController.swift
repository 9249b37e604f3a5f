import UIKit

/// The view controller of KeyboardHeight.storyboard (seeds/003): the storyboard draws the text
/// view, the button and their constraints; the button's bottom spacing is the outlet
/// `keyboardHeight`, which follows the keyboard's height here.
final class KeyboardHeightViewController: UIViewController {
    @IBOutlet weak var textView: UITextView!
    // kbcov: button intrinsicHeight 44 keepVisible
    @IBOutlet weak var button: UIButton!
    /// The spacing between the button's bottom and the root view's.
    @IBOutlet weak var keyboardHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        observeKeyboard()
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let keyboardFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        // The spacing is the difference between the bottoms of the two views: moving the button
        // up takes a negative constant.
        keyboardHeight.constant = -keyboardFrame.size.height
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        keyboardHeight.constant = 0
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @IBAction func dismissKeyboard(_ sender: Any) {
        textView.resignFirstResponder()
    }
}
