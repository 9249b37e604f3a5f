import LayoutSpec
import Testing

/// A screen's `supportedInterfaceOrientations`: the orientations it turns to on iPhone.
@Suite struct OrientationOverrideTests {
    /// A sign-in screen presented full screen, its getter in each form apps write.
    static func signIn(_ getter: String) -> String {
        """
        import UIKit

        final class SignInViewController: UIViewController {
            private let emailField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                emailField.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(emailField)
                NSLayoutConstraint.activate([
                    emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    emailField.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
            }

            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        \(getter)
            }
        }
        """
    }

    static let masks: [(String, Set<PhoneOrientations.Orientation>)] = [
        ("        .portrait", [.portrait]),
        ("        return [.portrait, .portraitUpsideDown]", [.portrait]),
        ("        UIInterfaceOrientationMask.landscape", [.landscape]),
        ("""
                if UIDevice.current.userInterfaceIdiom == .pad {
                    return .all
                }
                return .portrait
        """, [.portrait]),
    ]

    @Test(arguments: masks)
    func theMaskItReturnsOnIPhone(getter: String, orientations: Set<PhoneOrientations.Orientation>) throws {
        let spec = try importSwift(Self.signIn(getter))
        #expect(spec.phoneOrientations?.orientations == orientations)
        let warning = try #require(spec.warnings.first { $0.code == .orientationsLimited })
        #expect(warning.location == spec.phoneOrientations?.location)
        #expect(warning.message.hasPrefix("SignInViewController turns only to "))
    }

    @Test(arguments: [
        "        super.supportedInterfaceOrientations",
        "        .allButUpsideDown",
        "        [.portrait, .landscapeLeft, .landscapeRight]",
        "        isLocked ? .portrait : .all",
        """
                if traitCollection.horizontalSizeClass == .compact {
                    return .portrait
                }
                return .all
        """,
    ])
    func aGetterOfAnotherShapeSaysNothing(getter: String) throws {
        let spec = try importSwift(Self.signIn(getter))
        #expect(spec.phoneOrientations == nil)
        #expect(!spec.warnings.contains { $0.code == .orientationsLimited })
    }

    @Test func theLocationIsTheMask() throws {
        let spec = try importSwift(Self.signIn("        .portrait"))
        #expect(spec.phoneOrientations?.location.description == "Test.swift:18:9")
        #expect(spec.phoneOrientations?.phrase == "portrait")
    }
}
