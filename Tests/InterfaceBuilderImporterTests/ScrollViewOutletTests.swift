import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A feedback form drawn in Interface Builder: a scroll view whose content the form's fields
/// place (pinned to its edges, as older storyboards do, or to its content layout guide), an
/// outlet to it, and keyboard handlers in the view controller that set its bottom content inset.
@Suite struct ScrollViewOutletTests {
    /// The form as older storyboards draw it (the fields pinned to the scroll view's edges) or,
    /// with `guides`, as Xcode draws it since its scroll views have content layout guides.
    static func form(guides: Bool) -> String {
        let content = guides ? "cnt-AA-01" : "scr-AA-01"
        let width = guides
            ? #"<constraint firstItem="cnt-AA-01" firstAttribute="width" secondItem="frm-AA-01" secondAttribute="width" id="c04-AA-01"/>"#
            : #"<constraint firstItem="sub-AA-01" firstAttribute="width" secondItem="scr-AA-01" secondAttribute="width" constant="-32" id="c04-AA-01"/>"#
        let declared = guides ? #"""
                <viewLayoutGuide key="contentLayoutGuide" id="cnt-AA-01"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frm-AA-01"/>
            """# : ""
        return storyboard(
            subviews: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-AA-01">
                    <rect key="frame" x="0.0" y="47" width="390" height="797"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Subject" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="sub-AA-01">
                            <rect key="frame" x="16" y="16" width="358" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="msg-AA-01">
                            <rect key="frame" x="16" y="62" width="358" height="160"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                        </textView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sub-AA-01" firstAttribute="top" secondItem="\(content)" secondAttribute="top" constant="16" id="c01-AA-01"/>
                        <constraint firstItem="sub-AA-01" firstAttribute="leading" secondItem="\(content)" secondAttribute="leading" constant="16" id="c02-AA-01"/>
                        <constraint firstItem="\(content)" firstAttribute="trailing" secondItem="sub-AA-01" secondAttribute="trailing" constant="16" id="c03-AA-01"/>
                        \(width)
                        <constraint firstItem="msg-AA-01" firstAttribute="top" secondItem="sub-AA-01" secondAttribute="bottom" constant="12" id="c05-AA-01"/>
                        <constraint firstItem="msg-AA-01" firstAttribute="leading" secondItem="sub-AA-01" secondAttribute="leading" id="c06-AA-01"/>
                        <constraint firstItem="msg-AA-01" firstAttribute="trailing" secondItem="sub-AA-01" secondAttribute="trailing" id="c07-AA-01"/>
                        <constraint firstItem="\(content)" firstAttribute="bottom" secondItem="msg-AA-01" secondAttribute="bottom" constant="16" id="c08-AA-01"/>
                    </constraints>
            \(declared)
                </scrollView>
            """,
            constraints: """
                <constraint firstItem="msg-AA-01" firstAttribute="height" constant="160" id="c09-AA-01"/>
                <constraint firstItem="scr-AA-01" firstAttribute="top" secondItem="safe-AA-01" secondAttribute="top" id="c10-AA-01"/>
                <constraint firstItem="scr-AA-01" firstAttribute="leading" secondItem="root-AA-01" secondAttribute="leading" id="c11-AA-01"/>
                <constraint firstAttribute="trailing" secondItem="scr-AA-01" secondAttribute="trailing" id="c12-AA-01"/>
                <constraint firstAttribute="bottom" secondItem="scr-AA-01" secondAttribute="bottom" id="c13-AA-01"/>
            """,
            controller: "FeedbackViewController",
            connections: """
                <outlet property="scrollView" destination="scr-AA-01" id="out-AA-01"/>
                <outlet property="messageView" destination="msg-AA-01" id="out-AA-02"/>
            """)
    }

    /// The view controller, its handlers adding to the inset (`+=`) or setting it (`=`).
    static func controller(adding: Bool) -> String {
        let set = adding ? "+=" : "="
        let reset = adding ? "scrollView.contentInset.bottom -= frame.height" : "scrollView.contentInset = .zero"
        return """
        import UIKit

        final class FeedbackViewController: UIViewController {
            @IBOutlet weak var scrollView: UIScrollView!
            @IBOutlet weak var messageView: UITextView!

            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            @objc private func keyboardWillShow(_ notification: Notification) {
                guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                scrollView.contentInset.bottom \(set) frame.height
            }

            @objc private func keyboardWillHide(_ notification: Notification) {
                guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                \(reset)
            }
        }
        """
    }

    /// The form imported with its view controller (`adding` or setting the inset), or, with
    /// `adding` `nil`, without: no code runs on the storyboard then.
    static func analysed(adding: Bool?, guides: Bool = false) throws -> (spec: LayoutSpec, result: SpecResult) {
        let folder = try temporaryFolder(["Main.storyboard": form(guides: guides)]
            .merging(adding.map { ["FeedbackViewController.swift": controller(adding: $0)] } ?? [:]) { first, _ in first })
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try importScreen(folder.appendingPathComponent("Main.storyboard").path,
                                    swift: adding == nil ? [] : [folder.appendingPathComponent("FeedbackViewController.swift").path])
        return (spec, try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"])))
    }

    /// The outlet is the storyboard's scroll view: its inset handlers are read (the reset too,
    /// which reads the frame only to guard that it is there), its text inputs found, and the
    /// fields pinned to its edges place its content, not its frame: a form shorter than the
    /// scroll view conflicts with nothing. The inset of the keyboard's height is clean.
    @Test(arguments: [false, true])
    func anOutletsInsetIsReadAndItsEdgesPlaceTheContent(guides: Bool) throws {
        let (spec, result) = try Self.analysed(adding: false, guides: guides)
        #expect(spec.partlyAnalysed == nil, "\(spec.warningLines)")
        let inset = try #require(spec.keyboardInsets.first)
        #expect(inset.scrollView == "scrollView")
        #expect(inset.textInputs == ["textField", "messageView"], "\(inset.textInputs)")
        #expect(result.states.flatMap(\.findings).isEmpty, "\(result.states.flatMap(\.findings).map(\.message))")
    }

    /// Adding the keyboard's height when willShow comes again (the predictive bar going off)
    /// leaves both heights in the inset: the band above the docked keyboard is shorter than the
    /// 160 pt message view.
    @Test func anOutletsInsetAddedTwiceIsCovered() throws {
        let (_, result) = try Self.analysed(adding: true)
        let docked = try #require(result.states.first { $0.state.id == "iphone-16/portrait/full/ltr/docked/near-bottom" })
        let covered = try #require(docked.findings.first { $0.kind == .covered })
        #expect(covered.items == ["scrollView"])
        #expect(covered.message.hasPrefix("after show docked → predictive bar off, scrollView.contentInset.bottom is keyboardFrame.height + 336: "))
        #expect(covered.message.contains("less than the 160 pt its tallest text input needs"), "\(covered.message)")
    }

    /// Where no code runs on the storyboard, the importer places the content itself: the fields
    /// pinned to the scroll view's edges place its content guide, or the storyboard's guides are
    /// placed on their scroll view as UIKit places them. Either way the form resolves without a
    /// conflict or an ambiguity.
    @Test(arguments: [false, true])
    func theContentIsPlacedWithoutTheViewController(guides: Bool) throws {
        let (spec, result) = try Self.analysed(adding: nil, guides: guides)
        #expect(spec.guides.keys.sorted() == (guides ? ["scrollViewContent", "scrollViewFrame"] : ["scrollViewContent"]))
        #expect(!spec.warnings.contains { $0.message.contains("cnt-AA-01") || $0.message.contains("frm-AA-01") }, "\(spec.warningLines)")
        #expect(result.states.flatMap(\.findings).isEmpty, "\(result.states.flatMap(\.findings).map(\.message))")
    }
}
