import UIKit

/// A note editor: the text view fills the screen above a button; the button's bottom constraint,
/// drawn in the storyboard, follows the keyboard's height.
final class ComposeViewController: UIViewController {
    @IBOutlet weak var textView: UITextView!
    // kbcov: button keepVisible
    @IBOutlet weak var button: UIButton!
    /// The button's bottom spacing to the root view.
    @IBOutlet weak var keyboardHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        // The spacing is the button's bottom minus the view's, so the keyboard makes it negative.
        keyboardHeight.constant = -frame.size.height
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        keyboardHeight.constant = 0
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @IBAction func dismissKeyboard(_ sender: Any) {
        textView.resignFirstResponder()
    }
}
