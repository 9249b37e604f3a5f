import Foundation
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// `Tests/Corpus/ViewMoves`: screens whose keyboard handlers move the root view itself
/// (`view.frame.origin.y -= keyboardSize.height`, or a transform), read as `KeyboardViewMove`
/// and analysed with the real Z3: the content moves with the view, so a field at the top leaves
/// the window and a field lifted by too little stays under the keyboard.
@Suite struct ViewMoveTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Corpus/ViewMoves").path
    static let iPhone = ["iphone-16/portrait", "iphone-16/landscape"]

    static func screen(_ name: String) throws -> LayoutSpec {
        let imported = try SwiftSourceImporter.load(paths: ["\(folder)/\(name).swift"]).get()
        return try #require(imported.specs.first { $0.name == name })
    }

    static func analyzed(_ name: String, in environments: [String] = iPhone) throws -> SpecResult {
        try Analyzer.analyze(UIKitLowering.lowered(screen(name)), in: resolve(environments))
    }

    /// `(state id, message)` of every finding of `kind`, in state order.
    static func findings(_ kind: FindingKind, in result: SpecResult) -> [(state: String, message: String)] {
        result.states.flatMap { state in state.findings.filter { $0.kind == kind }.map { (state.state.id, $0.message) } }
    }

    @Test func aGuardedMoveIsReadAsSettingTheOriginFromRest() throws {
        let spec = try Self.screen("SignInViewController")
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        let move = try #require(spec.keyboardViewMove)
        #expect(move.initialOrigin == 0)
        #expect(move.updates.map(\.notifications) == [[.willShow], [.willHide]])
        #expect(move.updates.map(\.isRelative) == [false, false], "the guard makes `-=` a move from rest, once")
        #expect(move.updates.map { "\($0.value)" } == ["-keyboardFrame.height", "0"])
    }

    @Test func anUnguardedMoveAddsTheBeginFrameBackOnHide() throws {
        let move = try #require(try Self.screen("CommentComposerViewController").keyboardViewMove)
        #expect(move.updates.map(\.isRelative) == [true, true])
        #expect(move.updates.map { "\($0.value)" } == ["-keyboardFrame.height + 49", "-49"])
        #expect(move.updates.map { "\($0.beginValue)" } == ["0", "keyboardFrame.height"])
    }

    /// Lifted by the whole keyboard, a form in the middle of a landscape iPhone leaves the window:
    /// the email field from the least docked keyboard on, the password field only with the
    /// predictive bar (209 pt, over the 202.5 pt its top is at). In portrait it stays in sight.
    @Test func theWholeKeyboardsHeightPushesACentredFormOutOfALandscapeWindow() throws {
        let result = try Self.analyzed("SignInViewController")
        let offscreen = Self.findings(.offscreen, in: result)
        #expect(offscreen.map(\.state) == [String](repeating: "iphone-16/landscape/full/ltr/docked/near-bottom", count: 2)
            + [String](repeating: "iphone-16/landscape/full/rtl/docked/near-bottom", count: 2))
        #expect(offscreen.first?.message == "emailField leaves the window's top while the user types in it, with the view moved up 200 pt by its keyboard handlers: its frame [75, 146.5, 702, 44] is at [75, -53.5, 702, 44] in the window")
        #expect(offscreen[1].message == "passwordField leaves the window's top while the user types in it, with the view moved up 209 pt by its keyboard handlers: its frame [75, 202.5, 702, 44] is at [75, -6.5, 702, 44] in the window")
        let docked = try #require(result.states.first { $0.state.id == "iphone-16/landscape/full/ltr/docked/near-bottom" })
        #expect(docked.findings.allSatisfy { $0.cause == .keyboard })
        #expect(Self.findings(.covered, in: result).isEmpty)
    }

    /// 49 pt less than the keyboard's height leaves the composer's bottom under the keyboard:
    /// 7 pt on an iPhone 16 in portrait (its field ends 42 pt above the view's bottom), 20 pt in
    /// landscape (29 pt). And adding back the begin frame's height on hide drifts.
    @Test func aLiftShortOfTheKeyboardLeavesTheComposerCoveredAndDrifts() throws {
        let result = try Self.analyzed("CommentComposerViewController")
        let covered = Self.findings(.covered, in: result)
        #expect(covered.map(\.state) == ["iphone-16/landscape/full/ltr/docked/near-bottom", "iphone-16/landscape/full/rtl/docked/near-bottom",
                                         "iphone-16/portrait/full/ltr/docked/near-bottom", "iphone-16/portrait/full/rtl/docked/near-bottom"])
        #expect(covered[2].message == "commentField is under the keyboard, where the user types, with the view moved up 265 pt by its keyboard handlers: [12, 538, 349, 7] of its frame [12, 505, 349, 40] in the window is covered")
        #expect(covered[0].message == "commentField is under the keyboard, where the user types, with the view moved up 151 pt by its keyboard handlers: [12, 193, 808, 20] of its frame [12, 173, 808, 40] in the window is covered")
        let drift = try #require(result.drift.first)
        #expect(drift.constraints.isEmpty && drift.items.isEmpty)
        #expect(drift.message.hasPrefix("view.frame.origin.y, set by 'keyboardWillHide(notification:)' and 'keyboardWillShow(notification:)', drifts over keyboard notifications on "))
    }

    /// A screen whose fields sit at the bottom, moved up by the whole keyboard with an animated
    /// transform: every field clear of the keyboard and in the window, on an iPhone and on an
    /// iPad with its undocked, split and floating keyboards.
    @Test func aTransformByTheWholeKeyboardKeepsABottomFormInSight() throws {
        let spec = try Self.screen("ContinueViewController")
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.keyboardViewMove?.updates.map { "\($0.value)" } == ["-keyboardFrame.height", "0"])
        let result = try Self.analyzed("ContinueViewController", in: Self.iPhone + ["ipad-mini/landscape/full"])
        #expect(result.states.allSatisfy { $0.findings.isEmpty })
        #expect(result.drift.isEmpty)
    }

    /// `view.frame = CGRect(x: 0, y: -view.frame.height / 6, width: view.frame.width, height:
    /// view.frame.height)` moves the view without resizing it: a sixth of a landscape iPhone 16's
    /// 393 pt leaves a field whose top is at the middle 2 pt under a 214 pt keyboard.
    @Test func aFrameOfTheViewsOwnSizeIsAMove() throws {
        let spec = try Self.screen("PasscodeViewController")
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.keyboardViewMove?.updates.map { "\($0.value)" } == ["-0.166667 * view.height", "0"], "a sixth, printed to six digits")
        let covered = Self.findings(.covered, in: try Self.analyzed("PasscodeViewController"))
        #expect(covered.map(\.state) == ["iphone-16/landscape/full/ltr/docked/near-bottom", "iphone-16/landscape/full/rtl/docked/near-bottom"])
        #expect(covered.first?.message == "passcodeField is under the keyboard, where the user types, with the view moved up 65.5 pt by its keyboard handlers: [32, 179, 788, 2] of its frame [32, 131, 788, 50] in the window is covered")
    }

    /// A fixed lift on keyboardWillShow is a move too: 150 pt leaves a field 20 pt above the
    /// safe area's bottom wholly under an iPhone 16's 314 pt keyboard, its top 70 pt below the keyboard's.
    @Test func aFixedLiftOnAKeyboardNotificationIsAMove() throws {
        let spec = try importSwift("""
            import UIKit

            final class NoteViewController: UIViewController {
                let noteField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteField.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(noteField)
                    NSLayoutConstraint.activate([
                        noteField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        noteField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        noteField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
                        noteField.heightAnchor.constraint(equalToConstant: 40),
                    ])
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func keyboardWillShow() { view.frame.origin.y = -150 }
                @objc func keyboardWillHide() { view.frame.origin.y = 0 }
            }
            """)
        #expect(spec.warnings.isEmpty, "\(spec.warningLines)")
        #expect(spec.keyboardViewMove?.updates.map { "\($0.value)" } == ["-150", "0"])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: resolve(["iphone-16/portrait"]))
        #expect(Self.findings(.covered, in: result).first?.message == "noteField is under the keyboard, where the user types, with the view moved up 150 pt by its keyboard handlers: [20, 608, 353, 40] of its frame [20, 608, 353, 40] in the window is covered")
    }

    /// Moved from a text field's delegate, the view's place depends on which field is edited, not
    /// on the keyboard: the screen is partly analysed, its field never reported as covered.
    @Test func aMoveOutsideTheKeyboardHandlersMakesTheScreenPartlyAnalysed() throws {
        let spec = try Self.screen("BioEditorViewController")
        #expect(spec.keyboardViewMove == nil)
        #expect(spec.warningLines == ["22:45: keyboard handler 'textFieldDidBeginEditing' not modelled: it moves the view ('self.view.frame.origin.y = -250') outside keyboard notification handlers, where kbcov cannot tell which keyboard is up; the screen is analysed without it"])
        #expect(spec.partlyAnalysed != nil)
        #expect(try Self.findings(.covered, in: Self.analyzed("BioEditorViewController")).isEmpty)
    }
}
