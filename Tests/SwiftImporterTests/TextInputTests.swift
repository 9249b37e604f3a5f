import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// Text inputs as view code writes them: which the user types in, and a sign-in form at the bottom
/// of the screen, which the docked keyboard covers unless a handler kbcov cannot read moves it.
@Suite struct TextInputTests {
    @Test func readOnlyInputsAreTheOnesTheCodeMakesSo() throws {
        let spec = try importSwift(viewController("""
                    termsView.isEditable = false
                    codeField.isEnabled = false
                    pinField.isUserInteractionEnabled = false
                    nameField.isEnabled = false
                    nameField.isEnabled = true
                    button.isEnabled = false
                    for input in [termsView, codeField, pinField, nameField, emailField] as [UIView] {
                        input.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(input)
                        input.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    }
            """, members: """
                let termsView = UITextView()
                let codeField = UITextField()
                let pinField = UITextField()
                let nameField = UITextField()
                let emailField = UITextField()
            """))
        #expect(spec.views.map { "\($0.name): \($0.isEditable)" } == [
            "termsView: false", "codeField: false", "pinField: false", "nameField: true", "emailField: true",
        ])
    }

    /// A sidecar says what the code cannot: an input made read-only where kbcov does not read.
    @Test func aSidecarMakesAnInputReadOnly() throws {
        var termsView = ViewDeclaration(name: "termsView", viewClass: "UITextView", location: SourceLocation(file: "Test.kbcov.yaml", line: 3, column: 3))
        termsView.isEditable = false
        let spec = try importSwift(viewController("""
                    termsView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(termsView)
                    termsView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """, members: "    let termsView = UITextView()"), settings: SpecSettings(views: [termsView]))
        #expect(spec.views.first { $0.name == "termsView" }?.isEditable == false)
    }

    /// Email and password 32 pt over the bottom's sign-in button, with nothing that moves them.
    static func signIn(handling: String = "") -> String {
        viewController("""
                    \(handling.isEmpty ? "" : "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)")
                    for subview in [emailField, passwordField, button] as [UIView] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                    }
                    NSLayoutConstraint.activate([
                        emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        emailField.heightAnchor.constraint(equalToConstant: 44),
                        passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
                        passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
                        passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
                        passwordField.heightAnchor.constraint(equalToConstant: 44),
                        button.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
                        button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -32),
                    ])
            """, members: """
                let emailField = UITextField()
                let passwordField = UITextField()
            \(handling)
            """)
    }

    static let docked = "iphone-16/portrait/full/ltr/docked/near-bottom"

    @Test func theDockedKeyboardCoversASignInFormAtTheBottom() throws {
        let result = try Analyzer.analyze(UIKitLowering.lowered(try importSwift(Self.signIn())), in: try resolve(["iphone-16/portrait"]))
        let docked = try #require(result.states.first { $0.state.id == Self.docked })
        #expect(docked.findings.filter { $0.kind == .covered }.map(\.items) == [["emailField"], ["passwordField"]])
    }

    /// A handler that moves the whole view by as much as the focused field needs may well lift the
    /// form: kbcov cannot tell, says the screen is partly analysed, and claims nothing of its fields.
    @Test func aHandlerKbcovCannotReadLeavesTheFieldsToIt() throws {
        let spec = try importSwift(Self.signIn(handling: """
                var activeField: UITextField?

                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    view.frame.origin.y = view.bounds.height - frame.height - (activeField?.frame.maxY ?? 0)
                }
            """))
        #expect(spec.partlyAnalysed != nil)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        #expect(result.states.flatMap(\.findings).filter { $0.kind == .covered }.isEmpty)
    }

    /// An app that turns IQKeyboardManager on in its app delegate has its text inputs lifted at
    /// run time: each screen with one is partly analysed, at the line that turns it on.
    @Test func aKeyboardManagerTheAppTurnsOnLeavesTheFieldsToIt() throws {
        let delegate = """
            import IQKeyboardManagerSwift
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    IQKeyboardManager.shared.enable = true
                    return true
                }
            }
            """
        let imported = try SwiftSourceImporter.load(sources: [
            .init(path: "SignIn.swift", text: Self.signIn()), .init(path: "AppDelegate.swift", text: delegate, isContext: true),
        ]).get()
        let spec = try #require(imported.specs.first)
        let partly = try #require(spec.partlyAnalysed)
        #expect("\(partly.location.file):\(partly.location.line):\(partly.location.column)" == "AppDelegate.swift:7:9")
        #expect(partly.message.hasPrefix("keyboard handler IQKeyboardManager not modelled: it moves the view up so that the focused text input clears the keyboard"))
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        #expect(result.states.flatMap(\.findings).filter { $0.kind == .covered }.isEmpty)
    }
}
