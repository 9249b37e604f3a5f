import ExactGeometry
import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// Keyboard handlers that set a scroll view's bottom content inset (seed 004): imported with the
/// inset they set, and checked in every keyboard state for content that cannot scroll clear of
/// the keyboard. `FormScreenViewController`'s scroll view fills the screen, down to the root
/// view's bottom, with three 44 pt text fields in it.
@Suite struct ContentInsetTests {
    static let folder = KeyboardHandlerFormTests.folder
    static let context = ["FormScreenViewController", "MessageScreenViewController", "AdaptiveScrollView", "LocalAdaptiveScrollView"]

    static func screen(_ name: String) throws -> LayoutSpec {
        let imported = try SwiftSourceImporter.load(paths: ["\(folder)/\(name).swift"], contextPaths: context.map { "\(folder)/\($0).swift" }).get()
        return try #require(imported.specs.first { $0.name == name })
    }

    /// `scrollView: handler [notifications] (if local): = value` per update.
    static func updates(_ spec: LayoutSpec) -> [String] {
        spec.keyboardInsets.flatMap { inset in
            inset.updates.map { update in
                let local = update.onlyWhenLocal ? " if local" : ""
                return "\(inset.scrollView): \(update.handler) \(update.notifications.map(\.rawValue))\(local): \(update.isRelative ? "+=" : "=") \(update.value)"
            }
        }
    }

    static func covered(in stateID: String, of result: SpecResult) -> [Finding] {
        EditScreenTests.findings(.covered, in: stateID, of: result)
    }

    static func analyze(_ name: String, in environments: [String]) throws -> SpecResult {
        try Analyzer.analyze(UIKitLowering.lowered(try screen(name)), in: try resolve(environments))
    }

    @Test(arguments: [
        ("AdaptiveFormViewController", ["scrollView: 'keyboardDidShow(_:)' [\"didShow\"]: = keyboardFrame.height",
                                        "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("LocalAdaptiveFormViewController", ["scrollView: 'keyboardDidShow(_:)' [\"didShow\"] if local: = keyboardFrame.height",
                                             "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("SafeAreaInsetViewController", ["scrollView: 'keyboardWillShow(_:)' [\"willShow\"]: = keyboardFrame.height - view.bottom + safeArea.bottom",
                                         "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("ContentInsetViewController", ["scrollView: 'keyboardWillShow(_:)' [\"willShow\"]: = keyboardFrame.height",
                                        "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("GrowingInsetViewController", ["scrollView: 'keyboardWillShow(_:)' [\"willShow\"]: += keyboardFrame.height",
                                        "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: += -keyboardFrame.height"]),
        ("InsetsMakeViewController", ["scrollView: 'keyboardWillShow(_:)' [\"willShow\"]: = keyboardFrame.height",
                                      "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
        ("CopiedInsetViewController", ["tableView: 'keyboardWillShow(_:)' [\"willShow\"]: = keyboardFrame.height - view.bottom + safeArea.bottom",
                                       "tableView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"]),
    ])
    func eachInsetFormIsImportedWithItsUpdates(name: String, updates: [String]) throws {
        let spec = try Self.screen(name)
        #expect(Self.updates(spec) == updates)
        #expect(spec.partlyAnalysed == nil, "\(spec.warnings)")
        #expect(spec.warnings.isEmpty, "the indicator insets are accepted silently: \(spec.warnings)")
    }

    /// A handler that reads the frame only to guard that it is there, then resets the inset, is
    /// modelled; one that also sets something kbcov does not model from the frame still says so.
    @Test(arguments: [
        ("", nil),
        ("scrollView.frame.size.height = view.bounds.height - frame.height", "keyboard handler 'keyboardWillHide(_:)' not modelled: it reads the keyboard's frame and sets 'scrollView.frame.size.height'"),
    ])
    func aResetBehindAFrameGuardIsModelled(extra: String, warning: String?) throws {
        let source = """
            import UIKit

            final class NotesViewController: UIViewController {
                private let scrollView = UIScrollView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(scrollView)
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc private func keyboardWillShow(_ notification: Notification) {
                    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                    scrollView.contentInset.bottom = frame.height
                }

                @objc private func keyboardWillHide(_ notification: Notification) {
                    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                    scrollView.contentInset = .zero
                    scrollView.verticalScrollIndicatorInsets = .zero
                    \(extra)
                }
            }
            """
        let folder = try temporaryFolder(["NotesViewController.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SwiftSourceImporter.load(paths: [folder.appendingPathComponent("NotesViewController.swift").path]).get()
        let spec = try #require(imported.specs.first)
        #expect(Self.updates(spec) == ["scrollView: 'keyboardWillShow(_:)' [\"willShow\"]: = keyboardFrame.height",
                                       "scrollView: 'keyboardWillHide(_:)' [\"willHide\"]: = 0"])
        #expect(spec.partlyAnalysed?.message.hasPrefix(warning ?? "") ?? (warning == nil), "\(spec.warnings)")
        #expect((spec.partlyAnalysed == nil) == (warning == nil), "\(spec.warnings)")
    }

    /// An inset kbcov cannot read keeps the handler's warning: the screen is partly analysed, never clean.
    @Test func anInsetKbcovCannotReadLeavesTheScreenPartlyAnalysed() throws {
        let spec = try Self.screen("ClampedInsetViewController")
        let input = try #require(spec.partlyAnalysed)
        #expect(input.location.line == 12)
        #expect(input.message.hasPrefix("keyboard handler 'keyboardWillChangeFrame(_:)' not modelled: kbcov skipped "), "\(input.message)")
        #expect(spec.keyboardInsets.isEmpty)
    }

    @Test func theTextFieldsInsideAreTheFocusedContent() throws {
        #expect(try Self.screen("AdaptiveFormViewController").keyboardInsets.map(\.textInputs) == [["nameField", "emailField", "passwordField"]])
        #expect(try Self.screen("ContentInsetViewController").keyboardInsets.map(\.textInputs) == [[]], "the message field is above the scroll view")
    }

    /// Seed 004's scroll view: the inset is the docked keyboard's height, so the form scrolls clear
    /// of it. The floating keyboard, which UIKit announces as hidden, leaves the content under it
    /// with no inset, but no handler can make room for it and the user drags it away: no finding.
    @Test func seed004sFormIsReachableDocked() throws {
        let result = try Self.analyze("AdaptiveFormViewController", in: ["iphone-16/portrait", "ipad-mini/landscape/full/ltr", "ipad-mini/landscape/split-half-left/ltr"])
        let withFindings = result.states.filter { !$0.findings.isEmpty }.map(\.state.id)
        #expect(withFindings.isEmpty, "\(withFindings)")
        let floating = try #require(result.states.first { $0.state.id == "ipad-mini/landscape/full/ltr/floating/near-bottom" })
        #expect(floating.method == .exact)
    }

    /// Seed 004's very scenario: a handler that ignores the other app's keyboard leaves the form
    /// under it in Split View; the app's own docked keyboard gets its inset.
    @Test func anIsLocalGuardLeavesTheFormUnderTheOtherAppsKeyboard() throws {
        let result = try Self.analyze("LocalAdaptiveFormViewController", in: ["ipad-mini/landscape/full/ltr", "ipad-mini/landscape/split-half-left/ltr"])
        #expect(Self.covered(in: "ipad-mini/landscape/full/ltr/docked/near-bottom", of: result).isEmpty)
        let docked = result.states.filter { $0.state.keyboard == .docked && !$0.findings.isEmpty }.map(\.state.id)
        #expect(docked == ["ipad-mini/landscape/split-half-left/ltr/docked/near-bottom"])
        let finding = try #require(Self.covered(in: "ipad-mini/landscape/split-half-left/ltr/docked/near-bottom", of: result).first)
        #expect(finding.message == "scrollView's content ends 400 pt under the keyboard: its bottom inset is 0 pt, the keyboard covers its bottom 400 pt; "
            + "the keyboard is the other app's in Split View (keyboardIsLocalUserInfoKey false), which its handlers ignore")
        #expect(finding.witness?.keyboardFrame == Rect(x: 0, y: 344, width: 1133, height: 400), "the docked keyboard across the screen")
        #expect(finding.witness?.frames["scrollView"] == Rect(x: 0, y: 0, width: Rational(1123) / Rational(2), height: 744), "the left half, less the divider")
    }

    /// An inset of the keyboard's height less the safe area's bottom, on a scroll view that reaches
    /// the root view's bottom rather than the safe area's: the home indicator's 34 pt of content stay under.
    @Test func aSafeAreaInsetOnAScrollViewToTheViewsBottomLeaves34PointsUnder() throws {
        let result = try Self.analyze("SafeAreaInsetViewController", in: ["iphone-16/portrait"])
        #expect(result.states.filter { !$0.findings.isEmpty }.map(\.state.id) == ["iphone-16/portrait/full/ltr/docked/near-bottom", "iphone-16/portrait/full/rtl/docked/near-bottom"])
        let finding = try #require(Self.covered(in: "iphone-16/portrait/full/ltr/docked/near-bottom", of: result).first)
        #expect(finding.message.hasPrefix("scrollView's content ends 34 pt under the keyboard: "), "\(finding.message)")
    }

    /// A table view reaching the screen's bottom whose handlers copy its content inset and set the
    /// copy's bottom to the keyboard's height less the safe area's: a table view bounces vertically,
    /// so UIKit adds the safe area back (`adjustedContentInset`), and the rows scroll clear of every
    /// docked keyboard, on an iPhone in both orientations and on an iPad.
    @Test func aCopiedInsetLessTheSafeAreaIsClearOnATableView() throws {
        let result = try Self.analyze("CopiedInsetViewController", in: ["iphone-16", "ipad-mini/landscape/full/ltr"])
        #expect(result.states.filter { !$0.findings.isEmpty }.map(\.state.id) == [])
        #expect(result.states.contains { $0.state.id == "iphone-16/landscape/full/ltr/docked/near-bottom" && $0.method == .exact })
    }

    /// The same screen with `contentInsetAdjustmentBehavior = .never`: UIKit adds nothing, and the
    /// last 34 pt of rows stay under the keyboard. A copy whose bottom grows by the keyboard's
    /// height is read as an addition, which UIKit's second `willShow` (the predictive bar going)
    /// adds again.
    @Test(arguments: [
        ("insets.bottom = keyboardFrame.height - view.safeAreaInsets.bottom", "tableView.contentInsetAdjustmentBehavior = .never",
         "= keyboardFrame.height - view.bottom + safeArea.bottom", "tableView's content ends 34 pt under the keyboard: its bottom inset is 280 pt, the keyboard covers its bottom 314 pt"),
        ("insets.bottom += keyboardFrame.height", "", "+= keyboardFrame.height",
         "after show docked → predictive bar off, tableView.contentInset.bottom is keyboardFrame.height + 336: tableView's content above the keyboard is 41 pt tall, "
            + "less than the 44 pt a control needs to be tapped: its bottom inset is 700 pt (34 pt of it the safe area's, which UIKit adds), the keyboard covers its bottom 330 pt"),
    ])
    func aCopyOfTheInsetIsReadAsTheHandlerChangesIt(change: String, setting: String, update: String, finding: String?) throws {
        let fixture = try String(contentsOfFile: "\(Self.folder)/CopiedInsetViewController.swift", encoding: .utf8)
            .replacingOccurrences(of: "insets.bottom = keyboardFrame.height - view.safeAreaInsets.bottom", with: change)
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        \(setting)")
        let folder = try temporaryFolder(["CopiedInsetViewController.swift": fixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SwiftSourceImporter.load(paths: [folder.appendingPathComponent("CopiedInsetViewController.swift").path]).get()
        let spec = try #require(imported.specs.first)
        #expect(Self.updates(spec).first == "tableView: 'keyboardWillShow(_:)' [\"willShow\"]: \(update)")
        #expect(spec.partlyAnalysed == nil, "\(spec.warnings)")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        #expect(Self.covered(in: "iphone-16/portrait/full/ltr/docked/near-bottom", of: result).map(\.message) == (finding.map { [$0] } ?? []))
    }

    /// A show handler kbcov cannot read (the frame's height, but at least a standard keyboard's)
    /// with a hide handler it can (the inset back to the safe area's bottom):
    /// the screen is partly analysed, and the inset the hide handler alone leaves is not checked —
    /// the unread handler sets it too.
    @Test func anInsetSetByAnUnreadHandlerIsNotChecked() throws {
        let fixture = try String(contentsOfFile: "\(Self.folder)/CopiedInsetViewController.swift", encoding: .utf8)
            .replacingOccurrences(of: "insets.bottom = keyboardFrame.height - view.safeAreaInsets.bottom",
                                  with: "insets.bottom = max(keyboardFrame.size.height, 216)")
            .replacingOccurrences(of: "insets.bottom = 0", with: "insets.bottom = view.safeAreaInsets.bottom")
        let folder = try temporaryFolder(["CopiedInsetViewController.swift": fixture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SwiftSourceImporter.load(paths: [folder.appendingPathComponent("CopiedInsetViewController.swift").path]).get()
        let spec = try #require(imported.specs.first)
        #expect(spec.partlyAnalysed?.message.hasPrefix("keyboard handler 'keyboardWillShow(_:)' not modelled") == true, "\(spec.warnings)")
        #expect(Self.updates(spec) == ["tableView: 'keyboardWillHide(_:)' [\"willHide\"]: = view.bottom - safeArea.bottom"])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["iphone-16/portrait"]))
        #expect(result.states.allSatisfy { $0.findings.isEmpty }, "\(result.states.flatMap(\.findings).map(\.message))")
    }
}

