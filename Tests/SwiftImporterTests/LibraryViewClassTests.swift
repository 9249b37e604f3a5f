import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// Views of open-source libraries, named without their source: a floating-label field is a text
/// field the docked keyboard must not cover, a keyboard-avoiding scroll view a scroll view that
/// moves its inputs where kbcov cannot follow.
@Suite struct LibraryViewClassTests {
    /// A sign-up form of floating-label fields and a growing bio view over a button at the bottom.
    static let signUp = """
        import SkyFloatingLabelTextField
        import GrowingTextView
        import UIKit

        final class UsernameField: SkyFloatingLabelTextField {}

        final class SignUpViewController: UIViewController {
            private let usernameField = UsernameField()
            private let bioView = GrowingTextView()
            private let joinButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                for subview in [usernameField, bioView, joinButton] as [UIView] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                NSLayoutConstraint.activate([
                    usernameField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    usernameField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    usernameField.heightAnchor.constraint(equalToConstant: 52),
                    bioView.topAnchor.constraint(equalTo: usernameField.bottomAnchor, constant: 16),
                    bioView.leadingAnchor.constraint(equalTo: usernameField.leadingAnchor),
                    bioView.trailingAnchor.constraint(equalTo: usernameField.trailingAnchor),
                    bioView.heightAnchor.constraint(equalToConstant: 88),
                    joinButton.topAnchor.constraint(equalTo: bioView.bottomAnchor, constant: 24),
                    joinButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    joinButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
                ])
            }
        }
        """

    @Test func libraryTextInputsAreTheUIKitClassesTheyInherit() throws {
        let spec = try importSwift(Self.signUp)
        #expect(spec.views.map { "\($0.name): \($0.viewClass ?? "UIView")" } == [
            "usernameField: UITextField", "bioView: UITextView", "joinButton: UIButton",
        ])
        #expect(spec.partlyAnalysed == nil)
    }

    @Test func theDockedKeyboardCoversLibraryTextInputs() throws {
        let result = try Analyzer.analyze(UIKitLowering.lowered(try importSwift(Self.signUp)), in: try resolve(["iphone-16/portrait"]))
        let docked = try #require(result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/docked/near-bottom" })
        let covered = docked.findings.filter { $0.kind == .covered }
        #expect(covered.map(\.items).sorted { $0[0] < $1[0] } == [["bioView"], ["usernameField"]])
        #expect(covered.allSatisfy { $0.message.contains("is under the keyboard, where the user types") })
    }

    /// A form in a TPKeyboardAvoidingScrollView: a scroll view with a content guide, whose inset
    /// handling kbcov does not model, so its inputs are left to it and the screen partly analysed.
    @Test func aKeyboardAvoidingScrollViewLeavesItsInputsToTheLibrary() throws {
        let spec = try importSwift("""
            import TPKeyboardAvoiding
            import UIKit

            final class ProfileViewController: UIViewController {
                private let scrollView = TPKeyboardAvoidingScrollView()
                private let nameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    nameField.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(scrollView)
                    scrollView.addSubview(nameField)
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        nameField.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 640),
                        nameField.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
                        nameField.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
                        nameField.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
                        nameField.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
                        nameField.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """)
        #expect(spec.views.first { $0.name == "scrollView" }?.viewClass == "UIScrollView")
        #expect(spec.scrollView(containing: "nameField") == "scrollView")
        let partly = try #require(spec.partlyAnalysed)
        #expect("\(partly.location.line):\(partly.location.column)" == "5:30")
        #expect(partly.message.hasPrefix("keyboard handler TPKeyboardAvoidingScrollView not modelled: it insets its content by the keyboard"))
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        #expect(result.states.flatMap(\.findings).map(\.kind).isEmpty)
    }
}
