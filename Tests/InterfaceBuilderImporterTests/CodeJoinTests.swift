import Foundation
import KbcovTestSupport
import LayoutSpec
import Testing

/// A screen joined with its view controller's Swift: the code runs on the storyboard's outlets.
@Suite struct CodeJoinTests {
    static let compose = [Fixtures.swift("ComposeViewController")]

    @Test func theKeyboardHandlerDrivesTheOutletConstraint() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Compose", swift: Self.compose)
        let outlet = try spec.constraint("keyboardHeight")
        #expect(outlet.rule == "button.bottom == view.bottom - keyboardFrame.height")
        // Still the storyboard's constraint, located at its element.
        #expect(outlet.location.file == Fixtures.storyboard)
        #expect(outlet.location.line == (try Fixtures.line(of: "id=\"Kh7-bo-Ttm\"", in: Fixtures.storyboard)))
        #expect(spec.allConstraints.count == 8)
        // `// kbcov: button keepVisible` on the outlet property applies to the storyboard's view.
        #expect(spec.views.first { $0.name == "button" }?.keepVisible == true)
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
    }

    @Test func aFolderSearchFindsTheControllerNextToALocalizedStoryboard() throws {
        // No Swift files given: the folder above Base.lproj holds the controllers.
        let specs = try importScreens(Fixtures.storyboard, nearby: true)
        #expect(try specs[0].constraint("keyboardHeight").rule == "button.bottom == view.bottom - keyboardFrame.height")
        #expect(specs[1].keyboardGuide.followsUndockedKeyboard)
    }

    @Test func codeSettingsOfTheKeyboardGuideApply() throws {
        let spec = try importScreen(Fixtures.storyboard, scene: "Reply", swift: [Fixtures.swift("ReplyViewController")])
        #expect(spec.keyboardGuide.followsUndockedKeyboard)
        #expect(try spec.constraint("messageBarOnKeyboard").rule == "keyboard.top == messageBar.bottom")
    }

    @Test func aRelativeUpdateIsTheMoveFromTheHiddenKeyboardWithAWarning() throws {
        let folder = try temporaryFolder([
            "Screen.storyboard": storyboard(
                subviews: """
                    <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld-AA-01"/>
                """,
                constraints: """
                    <constraint firstItem="fld-AA-01" firstAttribute="leading" secondItem="root-AA-01" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="fld-AA-01" firstAttribute="trailing" secondItem="root-AA-01" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="fld-AA-01" firstAttribute="height" constant="44" id="c3"/>
                    <constraint firstItem="root-AA-01" firstAttribute="bottom" secondItem="fld-AA-01" secondAttribute="bottom" constant="20" id="bot-AA-01"/>
                """,
                connections: """
                    <outlet property="field" destination="fld-AA-01" id="o1"/>
                    <outlet property="fieldBottom" destination="bot-AA-01" id="o2"/>
                """),
            "ScreenViewController.swift": """
                import UIKit

                class ScreenViewController: UIViewController {
                    @IBOutlet weak var field: UITextField!
                    @IBOutlet weak var fieldBottom: NSLayoutConstraint!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                    }

                    @objc func keyboardWillChange(_ notification: Notification) {
                        guard let begin = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                              let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                        fieldBottom.constant -= end.minY - begin.minY
                        view.layoutIfNeeded()
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("ScreenViewController.swift").path
        let spec = try importScreen(folder.appendingPathComponent("Screen.storyboard").path, swift: [swift])
        // From the hidden keyboard (top at the screen's bottom) to the end frame: the field sits
        // 20 pt above the keyboard's top.
        #expect(try spec.constraint("fieldBottom").rule == "view.bottom == field.bottom + screen.bottom - keyboardFrame.top + 20")
        let warning = try #require(spec.warnings.first { $0.location.file == swift && $0.message.contains("fieldBottom") })
        #expect(warning.location.line == 15)
        #expect(warning.message.hasPrefix("approximated: 'fieldBottom.constant -= …' in 'keyboardWillChange(_:)' adds the keyboard's move between two notifications to the outlet constraint 'fieldBottom'; kbcov reads it as the move from the hidden keyboard"))
        #expect(warning.message.contains("accumulates when keyboard notifications are missed or coalesced"))
        #expect(spec.warnings.filter { $0.location.file == swift }.count == 1, "\(spec.warningLines)")
    }

    @Test func codeChangesToOutletPrioritiesAndActivationApply() throws {
        let spec = try importScreen(Fixtures.xib, swift: [Fixtures.swift("ProfileEditViewController")])
        #expect(try spec.constraint("formBottom").rule == "keyboard.top >= form.bottom + 12 @999")
        #expect(spec.views.first { $0.name == "saveButton" }?.keepVisible == true)
    }
}
