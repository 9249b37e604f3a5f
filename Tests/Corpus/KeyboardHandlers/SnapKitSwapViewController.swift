import SnapKit
import UIKit

/// Keeps SnapKit's two bottom constraints of the input bar and switches between them from the
/// keyboard notifications; the lifted one assumes the iPhone keyboard's height.
final class SnapKitSwapViewController: UIViewController {
    // kbcov: inputBar intrinsicHeight 52 keepVisible
    private let inputBar = UIView()
    private var barOnSafeArea: Constraint?
    private var barAboveKeyboard: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inputBar)
        inputBar.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            barOnSafeArea = make.bottom.equalTo(view.safeAreaLayoutGuide).constraint
            barAboveKeyboard = make.bottom.equalToSuperview().offset(-291).constraint
        }
        barAboveKeyboard?.deactivate()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        barOnSafeArea?.deactivate()
        barAboveKeyboard?.activate()
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        barAboveKeyboard?.deactivate()
        barOnSafeArea?.activate()
    }
}
