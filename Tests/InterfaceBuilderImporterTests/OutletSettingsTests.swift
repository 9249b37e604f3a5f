import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A view controller's code runs on the storyboard's views: what it sets on an outlet in
/// `viewDidLoad` (a hidden error label, a font, a border, a button configuration, a stack's
/// spacing) is the screen kbcov analyses, and what it leaves is the document's.
@Suite struct OutletSettingsTests {
    /// A sign-in form: a title, two borderless fields, an error label and a button in a vertical
    /// stack under the safe area, kept above the keyboard.
    static func signIn(errorLabelHidden: Bool = false) -> String {
        storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="frm-AA-01" userLabel="Form">
                    <rect key="frame" x="16" y="71" width="358" height="170"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign In" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-AA-01" userLabel="Title Label">
                            <rect key="frame" x="0.0" y="0.0" width="358" height="34"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                        </label>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="eml-AA-01" userLabel="Email Field">
                            <rect key="frame" x="0.0" y="46" width="358" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <textInputTraits key="textInputTraits" keyboardType="emailAddress" textContentType="username"/>
                        </textField>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Password" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="pwd-AA-01" userLabel="Password Field">
                            <rect key="frame" x="0.0" y="79" width="358" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <textInputTraits key="textInputTraits" secureTextEntry="YES" textContentType="password"/>
                        </textField>
                        <label \(errorLabelHidden ? "hidden=\"YES\" " : "")opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Wrong email or password." textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="err-AA-01" userLabel="Error Label">
                            <rect key="frame" x="0.0" y="112" width="358" height="16"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-AA-01" userLabel="Sign In Button">
                            <rect key="frame" x="0.0" y="140" width="358" height="30"/>
                            <state key="normal" title="Sign In"/>
                        </button>
                    </subviews>
                </stackView>
            """,
            constraints: """
                <constraint firstItem="frm-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" constant="24" id="c01-AA-001"/>
                <constraint firstItem="frm-AA-01" firstAttribute="leading" secondItem="safe-AA-01" secondAttribute="leading" constant="16" id="c02-AA-001"/>
                <constraint firstItem="safe-AA-01" firstAttribute="trailing" secondItem="frm-AA-01" secondAttribute="trailing" constant="16" id="c03-AA-001"/>
                <constraint firstItem="kbd-AA-01" firstAttribute="top" relation="greaterThanOrEqual" secondItem="frm-AA-01" secondAttribute="bottom" constant="16" id="c04-AA-001"/>
            """,
            controller: "SignInViewController",
            connections: """
                <outlet property="form" destination="frm-AA-01" id="o01-AA-001"/>
                <outlet property="titleLabel" destination="ttl-AA-01" id="o02-AA-001"/>
                <outlet property="emailField" destination="eml-AA-01" id="o03-AA-001"/>
                <outlet property="passwordField" destination="pwd-AA-01" id="o04-AA-001"/>
                <outlet property="errorLabel" destination="err-AA-01" id="o05-AA-001"/>
                <outlet property="signInButton" destination="sgn-AA-01" id="o06-AA-001"/>
            """,
            guides: #"<keyboardLayoutGuide key="keyboard" id="kbd-AA-01"/>"#)
    }

    static func controller(viewDidLoad body: String) -> String {
        """
        import UIKit

        final class SignInViewController: UIViewController {
            @IBOutlet private weak var form: UIStackView!
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet private weak var emailField: UITextField!
            @IBOutlet private weak var passwordField: UITextField!
            @IBOutlet private weak var errorLabel: UILabel!
            @IBOutlet private weak var signInButton: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }

            func show(_ error: String) {
                errorLabel.text = error
                errorLabel.isHidden = false
            }
        }
        """
    }

    static let styled = """
                titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
                titleLabel.adjustsFontForContentSizeCategory = true
                passwordField.borderStyle = .roundedRect
                errorLabel.isHidden = true
                errorLabel.numberOfLines = 0
                signInButton.configuration = .filled()
                form.spacing = 20
        """

    /// The screen of `storyboard`, alone or joined with a controller whose `viewDidLoad` is `body`.
    static func screen(_ storyboard: String = signIn(), viewDidLoad body: String? = nil) throws -> LayoutSpec {
        try screens(storyboard, viewDidLoad: body ?? "")[body == nil ? 0 : 1]
    }

    /// The screen of `storyboard` from one folder: alone, then joined with its controller.
    static func screens(_ storyboard: String = signIn(), viewDidLoad body: String) throws -> [LayoutSpec] {
        let folder = try temporaryFolder(["Main.storyboard": storyboard, "SignInViewController.swift": controller(viewDidLoad: body)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Main.storyboard").path
        return try [importScreen(path), importScreen(path, swift: [folder.appendingPathComponent("SignInViewController.swift").path])]
    }

    @Test func whatTheCodeSetsOnAnOutletWins() throws {
        let spec = try Self.screen(viewDidLoad: Self.styled)
        let views = Dictionary(uniqueKeysWithValues: spec.views.map { ($0.name, $0) })
        #expect(views["errorLabel"]?.isHidden == true)
        #expect(views["errorLabel"]?.growsWithLines == true)
        #expect(views["titleLabel"]?.font?.textStyle == .largeTitle)
        #expect(views["titleLabel"]?.font?.adjustsForContentSizeCategory == true)
        #expect(views["passwordField"]?.isBorderless == false)
        #expect(views["signInButton"]?.drawsWithoutConfiguration == false)
        // Left as the document draws them.
        #expect(views["emailField"]?.isBorderless == true)
        #expect(spec.stacks.map { "\($0.name): \($0.arranged.joined(separator: ", ")), spacing \($0.spacing.decimalString())" } == [
            "form: titleLabel, emailField, passwordField, errorLabel, signInButton, spacing 20",
        ])
    }

    @Test func theCodeArrangesAViewOfItsOwnInTheDocumentsStack() throws {
        let spec = try Self.screen(viewDidLoad: """
                    let forgotButton = UIButton(type: .system)
                    forgotButton.setTitle("Forgot password?", for: .normal)
                    form.addArrangedSubview(forgotButton)
                    form.setCustomSpacing(4, after: passwordField)
            """)
        let form = try #require(spec.stacks.first { $0.name == "form" })
        #expect(form.arranged == ["titleLabel", "emailField", "passwordField", "errorLabel", "signInButton", "forgotButton"])
        #expect(form.customSpacing == ["passwordField": 4])
        #expect(spec.stacks.count == 1)
    }

    @Test func whatTheCodeLeavesIsTheDocuments() throws {
        let screens = try Self.screens(viewDidLoad: "        view.backgroundColor = .systemBackground")
        let (alone, joined) = (screens[0], screens[1])
        #expect(joined.views == alone.views)
        #expect(joined.stacks == alone.stacks)
    }

    @Test func theCodeShowsALabelTheDocumentHides() throws {
        let hidden = try Self.screen(Self.signIn(errorLabelHidden: true))
        #expect(hidden.views.first { $0.name == "errorLabel" }?.isHidden == true)
        let shown = try Self.screen(Self.signIn(errorLabelHidden: true), viewDidLoad: "        errorLabel.isHidden = false")
        #expect(shown.views.first { $0.name == "errorLabel" }?.isHidden == false)
    }

    /// In landscape on an iPhone SE the docked keyboard leaves the form 154 pt: its views share
    /// the squeeze with equal priorities. The error label the code hides takes no part.
    @Test func aLabelTheCodeHidesLeavesTheStack() throws {
        let state = "iphone-se/landscape/full/ltr/docked/near-bottom"
        func ambiguous(_ spec: LayoutSpec) throws -> [String] {
            let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-se/landscape/full/ltr"]))
            let findings = try #require(result.states.first { $0.state.id == state }).findings
            return findings.filter { $0.kind == .ambiguous }.flatMap(\.items).sorted()
        }
        #expect(try ambiguous(Self.screen()) == ["emailField", "errorLabel", "passwordField", "signInButton", "titleLabel"])
        #expect(try ambiguous(Self.screen(viewDidLoad: "        errorLabel.isHidden = true")) == [
            "emailField", "passwordField", "signInButton", "titleLabel",
        ])
    }

    /// The canvas draws a field arranged in a form's stack as wide as the stack: that is the
    /// stack's width, not the field's content, so a narrower window does not squeeze it.
    @Test func aFieldInAFillingStackIsNotAsWideAsTheCanvas() throws {
        let spec = UIKitLowering.lowered(try Self.screen())
        let field = try #require(spec.views.first { $0.name == "emailField" })
        #expect(field.intrinsicHeight == 21)
        #expect(field.intrinsicWidth == nil)
        let result = try Analyzer.analyze(spec, in: try resolve(["iphone-se/portrait/full/ltr"]))
        #expect(result.states.flatMap(\.findings).filter { $0.kind == .squeezed }.map(\.message) == [])
    }
}
