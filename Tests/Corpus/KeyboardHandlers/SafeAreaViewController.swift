import UIKit

final class SafeAreaViewController: MessageScreenViewController {
    override var barBottomAnchor: NSLayoutYAxisAnchor { view.safeAreaLayoutGuide.bottomAnchor }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        // The bar sits on the safe area: the keyboard covers the home indicator strip too.
        barBottom.constant = -(frame.height - view.safeAreaInsets.bottom)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barBottom.constant = 0
    }
}
