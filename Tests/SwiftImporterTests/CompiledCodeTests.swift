import KbcovTestSupport
import LayoutSpec
import Testing

/// Code in `#if` blocks is read as an iOS app's build compiles it: `canImport(UIKit)` and
/// `os(iOS)` hold; `os(macOS)`, the simulator and custom conditions such as `DEBUG` do not.
@Suite struct CompiledCodeTests {
    /// A sign-in screen of a package that also builds for macOS: the whole file is guarded, one
    /// member exists in debug builds only, and the button's width differs by platform.
    static let guardedSignIn = """
        #if canImport(UIKit)
        import UIKit

        public final class SignInViewController: UIViewController {
            private let emailField = UITextField()
            private let signInButton = UIButton(type: .system)

            #if DEBUG
            private let debugBanner = UILabel()
            #endif

            public override func viewDidLoad() {
                super.viewDidLoad()
                for subview in [emailField, signInButton] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                    emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    signInButton.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 16),
                    signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
                #if os(iOS) && !targetEnvironment(macCatalyst)
                signInButton.widthAnchor.constraint(equalToConstant: 280).isActive = true
                #elseif os(tvOS)
                signInButton.widthAnchor.constraint(equalToConstant: 600).isActive = true
                #else
                signInButton.widthAnchor.constraint(equalToConstant: 200).isActive = true
                #endif
            }
        }
        #endif
        """

    @Test func theIOSBuildsCodeIsRead() throws {
        let spec = try importSwift(Self.guardedSignIn)
        #expect(spec.name == "SignInViewController")
        #expect(spec.warningLines.isEmpty, "\(spec.warningLines)")
        #expect(spec.rules.contains("signInButton.width == 280"))
        #expect(!spec.rules.contains { $0.hasPrefix("signInButton.width == 600") || $0.hasPrefix("signInButton.width == 200") }, "\(spec.rules)")
        #expect(!spec.views.contains { $0.name == "debugBanner" })
    }
}
