import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A chat screen drawn in Interface Builder whose view controller lifts the whole view by the
/// keyboard's height less a tab bar's 49 pt: the move the code makes reaches the storyboard's
/// views, so the message field drawn at the bottom stays under the keyboard.
@Suite struct ViewMoveJoinTests {
    static let scene = storyboard(
        subviews: """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Message" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="msg-AA-01">
                <rect key="frame" x="16" y="762" width="358" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
        """,
        constraints: """
            <constraint firstItem="msg-AA-01" firstAttribute="leading" secondItem="safe-AA-01" secondAttribute="leading" constant="16" id="c01-AA-01"/>
            <constraint firstItem="safe-AA-01" firstAttribute="trailing" secondItem="msg-AA-01" secondAttribute="trailing" constant="16" id="c02-AA-01"/>
            <constraint firstItem="safe-AA-01" firstAttribute="bottom" secondItem="msg-AA-01" secondAttribute="bottom" constant="8" id="c03-AA-01"/>
            <constraint firstItem="msg-AA-01" firstAttribute="height" constant="40" id="c04-AA-01"/>
        """,
        controller: "ChatViewController",
        connections: #"<outlet property="messageField" destination="msg-AA-01" id="out-AA-01"/>"#)

    static let controller = """
        import UIKit

        class ChatViewController: UIViewController {
            @IBOutlet weak var messageField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                if view.frame.origin.y == 0 {
                    view.frame.origin.y -= keyboardSize.height - 49
                }
            }

            @objc func keyboardWillHide(_ notification: Notification) {
                view.frame.origin.y = 0
            }
        }
        """

    @Test func theControllersMoveReachesTheStoryboardsField() throws {
        let folder = try temporaryFolder(["Main.storyboard": Self.scene, "ChatViewController.swift": Self.controller])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Main.storyboard").path,
                                    swift: [folder.appendingPathComponent("ChatViewController.swift").path])
        #expect(spec.partlyAnalysed == nil, "\(spec.warningLines)")
        #expect(spec.keyboardViewMove?.updates.map(\.isRelative) == [false, false])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        let covered = result.states.flatMap { state in state.findings.filter { $0.kind == .covered }.map { (state.state.id, $0.message) } }
        // The field ends 42 pt above the view's bottom; lifted 49 pt short of a 314 pt keyboard, 7 pt of it is under it.
        #expect(covered.map(\.0) == ["iphone-16/portrait/full/ltr/docked/near-bottom", "iphone-16/portrait/full/rtl/docked/near-bottom"])
        #expect(covered.first?.1 == "messageField is under the keyboard, where the user types, with the view moved up 265 pt by its keyboard handlers: [16, 538, 361, 7] of its frame [16, 505, 361, 40] in the window is covered")
    }
}
