import UIKit

/// A code field and a button at the bottom of the screen, the whole screen moved up by the
/// keyboard's height with an animated transform: nothing near the top to push out.
final class ContinueViewController: UIViewController {
    private let codeField = UITextField()
    private let continueButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        continueButton.setTitle("Continue", for: .normal)
        [codeField, continueButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            continueButton.heightAnchor.constraint(equalToConstant: 50),
            codeField.bottomAnchor.constraint(equalTo: continueButton.topAnchor, constant: -16),
            codeField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            codeField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            codeField.heightAnchor.constraint(equalToConstant: 44),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        UIView.animate(withDuration: 0.25) {
            self.view.transform = CGAffineTransform(translationX: 0, y: -keyboardFrame.height)
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        UIView.animate(withDuration: 0.25) {
            self.view.transform = .identity
        }
    }
}
