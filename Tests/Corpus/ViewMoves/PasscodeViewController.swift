import UIKit

/// A passcode field whose top is at the middle of the screen; the handlers move the whole view up a sixth
/// of its height by setting its frame, in the spring animation apps copy from one another.
class PasscodeViewController: UIViewController {
    let passcodeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        passcodeField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(passcodeField)
        passcodeField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32).isActive = true
        passcodeField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32).isActive = true
        passcodeField.topAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        passcodeField.heightAnchor.constraint(equalToConstant: 50).isActive = true
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardShow() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 1, options: .curveEaseOut, animations: {
            self.view.frame = CGRect(x: 0, y: -self.view.frame.height / 6, width: self.view.frame.width, height: self.view.frame.height)
        }, completion: nil)
    }

    @objc func keyboardHide() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 1, options: .curveEaseOut, animations: {
            self.view.frame = CGRect(x: 0, y: 0, width: self.view.frame.width, height: self.view.frame.height)
        }, completion: nil)
    }
}
