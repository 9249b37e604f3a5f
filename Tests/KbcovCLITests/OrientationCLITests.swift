import Testing

/// A screen that turns only to portrait on iPhone is analysed there in portrait only: its
/// landscape findings are states UIKit never shows.
@Suite struct OrientationCLITests {
    /// A sign-in form whose button rides on the keyboard; in landscape the docked keyboard leaves
    /// too little room under the logo and the fields.
    static func signIn(orientations: String) -> String {
        """
        import UIKit

        final class SignInViewController: UIViewController {
            private let logoView = UIView()
            private let emailField = UITextField()
            private let passwordField = UITextField()
            private let signInButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                emailField.borderStyle = .roundedRect
                passwordField.borderStyle = .roundedRect
                signInButton.setTitle("Sign In", for: .normal)
                for subview in [logoView, emailField, passwordField, signInButton] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                    logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    logoView.widthAnchor.constraint(equalToConstant: 120),
                    logoView.heightAnchor.constraint(equalToConstant: 120),
                    emailField.topAnchor.constraint(equalTo: logoView.bottomAnchor, constant: 24),
                    emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
                    passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
                    passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
                    signInButton.topAnchor.constraint(greaterThanOrEqualTo: passwordField.bottomAnchor, constant: 16),
                    signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    signInButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
                ])
            }
        \(orientations)
        }
        """
    }

    static let portraitOnly = """
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                .portrait
            }
        """

    @Test func landscapeStatesOfAPortraitScreenAreNotItsFindings() throws {
        let turning = try CLI.temporarySpec(Self.signIn(orientations: ""), name: "SignInViewController.swift")
        let everyWay = try CLI.run(["check", turning, "--environments", "iphone-se", "--no-cache"])
        #expect(everyWay.exitCode == 1)
        #expect(everyWay.output.contains("iphone-se/landscape/full/ltr/docked/near-bottom"), "\(everyWay.output)")
        #expect(!everyWay.output.contains("iphone-se/portrait/full/ltr/docked"))

        let portrait = try CLI.temporarySpec(Self.signIn(orientations: Self.portraitOnly), name: "SignInViewController.swift")
        let locked = try CLI.run(["check", portrait, "--environments", "iphone-se", "--no-cache"])
        #expect(locked.exitCode == 0, "\(locked.output)")
        #expect(!locked.output.contains("iphone-se/landscape"))
        #expect(locked.output.contains("\(portrait):35:9: warning: SignInViewController turns only to portrait on iPhone (its supportedInterfaceOrientations): kbcov analyses it on iPhone in portrait only"))
    }

    @Test func anIPadTurnsEveryWayWhateverTheScreenSays() throws {
        let portrait = try CLI.temporarySpec(Self.signIn(orientations: Self.portraitOnly), name: "SignInViewController.swift")
        let result = try CLI.run(["check", portrait, "--environments", "ipad-mini/landscape/full", "--no-cache", "--format", "json"])
        #expect(result.output.contains("\"ipad-mini/landscape/full/ltr/docked/near-bottom\""))
    }

    @Test func aSpecSaysItsOrientationsInYAML() throws {
        let spec = try CLI.temporarySpec("""
            kbcov: 1
            name: Passcode
            views:
              keypad: { intrinsicSize: { width: 300, height: 320 } }
            constraints:
              - keypad.centerX == view.centerX
              - keypad.bottom == keyboard.top - 8
              - keypad.top >= safeArea.top
            supportedOrientations: { iphone: [portrait] }
            """)
        let result = try CLI.run(["check", spec, "--environments", "iphone-se", "--no-cache", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(!result.output.contains("iphone-se/landscape"))
        #expect(result.output.contains("\"iphone-se/portrait/full/ltr/docked/near-bottom\""))

        let wrong = try CLI.temporarySpec("""
            kbcov: 1
            name: Passcode
            views:
              keypad: {}
            constraints:
              - keypad.top == safeArea.top
            supportedOrientations: { iphone: [sideways] }
            """)
        let refused = try CLI.run(["validate", wrong])
        #expect(refused.exitCode == 2)
        #expect(refused.errors.contains("\(wrong):7:35: error: expected one of portrait, landscape; found 'sideways'"), "\(refused.errors)")
    }
}
