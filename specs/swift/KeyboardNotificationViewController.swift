import UIKit

/// Keyboard-sensitive layout the way it was done before the keyboard layout guide: a text view
/// fills the screen above a button, and a keyboard notification handler moves the button's
/// bottom constraint up by the keyboard's height. `specs/notification-bottom-constraint.yaml` is
/// the same screen as a spec.
final class KeyboardNotificationViewController: UIViewController {
    private let textView = UITextView()
    // kbcov: button intrinsicHeight 44 keepVisible
    private let button = UIButton(type: .system)
    /// The distance between the button's bottom and the view's, changed with the keyboard.
    private var keyboardHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        [textView, button].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let textViewTop = textView.topAnchor.constraint(equalTo: view.topAnchor)
        let textViewLeading = textView.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        let textViewTrailing = textView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        let buttonBelowText = button.topAnchor.constraint(equalTo: textView.bottomAnchor)
        let buttonLeading = button.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        let buttonTrailing = button.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        keyboardHeight = button.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            textViewTop, textViewLeading, textViewTrailing,
            buttonBelowText, buttonLeading, buttonTrailing, keyboardHeight,
        ])
        observeKeyboard()
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let keyboardFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        // The bottom constraint runs from the view's bottom to the button's: moving the button up
        // takes a negative constant.
        keyboardHeight.constant = -keyboardFrame.height
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardHeight.constant = 0
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
