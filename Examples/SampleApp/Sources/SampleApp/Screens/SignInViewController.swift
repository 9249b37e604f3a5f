import UIKit

/// Two fields and a button in a stack that stays above the keyboard.
final class SignInViewController: UIViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)
    private lazy var form = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign in", for: .normal)
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            form.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            form.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
    }
}
