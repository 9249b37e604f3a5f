import UIKit

/// A scroll view that makes room for the keyboard itself, so any screen can embed its content in
/// one (seed 004's form): the bottom content inset follows the keyboard's height.
final class AdaptiveScrollView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        observeKeyboard()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeKeyboard()
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardDidShow(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardSize = value.cgRectValue.size
        setInsets(UIEdgeInsets(top: 0, left: 0, bottom: keyboardSize.height, right: 0))
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        setInsets(.zero)
    }

    private func setInsets(_ insets: UIEdgeInsets) {
        contentInset = insets
        scrollIndicatorInsets = insets
    }
}
