import UIKit

final class LoginViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private let onSignIn: () -> Void

    init(onSignIn: @escaping () -> Void) {
        self.onSignIn = onSignIn
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        onSignIn = {}
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        [emailField, passwordField, signInButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        layoutForm()
    }

    @objc private func signInTapped() {
        view.endEditing(true)
        onSignIn()
    }
}
