import UIKit

extension LoginViewController {
    func layoutForm() {
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
            emailField.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: Theme.margin),
            emailField.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -Theme.margin),
            emailField.heightAnchor.constraint(equalToConstant: Theme.rowHeight),
            passwordField.topAnchor.constraint(equalToSystemSpacingBelow: emailField.bottomAnchor, multiplier: 1),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            signInButton.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: Theme.buttonHeight),
            signInButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
            signInButton.topAnchor.constraint(greaterThanOrEqualTo: passwordField.bottomAnchor, constant: 24),
        ])
    }
}
