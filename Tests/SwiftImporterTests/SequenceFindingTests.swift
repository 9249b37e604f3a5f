import ExactGeometry
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// The usual findings in the states notification sequences reach, and `moved`: a view handlers
/// move although the keyboard does not reach it.
@Suite struct SequenceFindingTests {
    static func analysed(_ name: String, in environments: [String]) throws -> SpecResult {
        let spec = try KeyboardHandlerFormTests.screen(name)
        return try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(environments))
    }

    static func findings(_ result: SpecResult, state id: String) throws -> [Finding] {
        try #require(result.states.first { $0.state.id == id }).findings
    }

    /// Seed 003's delta handler: once the predictive bar went off and on, the docked keyboard's
    /// state has the bar 964 pt up, off the top of the screen; once the keyboard hid after the bar
    /// went off, the hidden state has it 336 pt up with nothing under it. Both are the keyboard's.
    @Test func theDeltaHandlersLongerSequencesAreAnalysedInTheStatesTheyReach() throws {
        let result = try Self.analysed("DeltaHeightViewController", in: ["iphone-16/portrait"])
        let docked = try Self.findings(result, state: "iphone-16/portrait/full/ltr/docked/near-bottom")
        let offscreen = try #require(docked.first { $0.kind == .offscreen })
        #expect(offscreen.items == ["sendBar"])
        #expect(offscreen.message.hasPrefix("after show docked → predictive bar off → predictive bar on, barBottom.constant is "))
        #expect(offscreen.cause == .keyboard)
        let frame = try #require(offscreen.witness?.frames["sendBar"])
        #expect(frame.minY < 0, "the bar is above the screen's top")
        let hidden = try Self.findings(result, state: "iphone-16/portrait/full/ltr/hidden/near-bottom")
        let moved = try #require(hidden.first { $0.kind == .moved })
        #expect(moved.message.hasPrefix("after show docked → predictive bar off → hide, barBottom.constant is -336: sendBar is moved 336 pt up although nothing covers it"))
        #expect(moved.cause == .keyboard, "what a sequence leaves is the keyboard's, even with the keyboard hidden")
    }

    /// The absolute forms with a reset in keyboardWillHide: nothing is left lifted, docked or
    /// hidden. With the keyboard hidden no notification has come: the safe-area form's constant is
    /// the code's 0, not its rule's 34 at a zero-height keyboard.
    @Test(arguments: ["FullHeightViewController", "SafeAreaViewController", "ClosureObserverViewController", "ObserverHelperViewController"])
    func theAbsoluteFormWithAResetLeavesNothingBehind(name: String) throws {
        let result = try Self.analysed(name, in: ["iphone-16/portrait"])
        let findings = result.states.flatMap(\.findings).map(\.message)
        #expect(findings.isEmpty, "\(findings)")
    }

    /// A full-height lift over a floating keyboard elsewhere on the screen, and in a Stage Manager
    /// window the shortcuts bar of a hardware keyboard does not reach: the bar moves with nothing
    /// under it. Docked in full screen the keyboard covers where the bar was: no `moved`.
    @Test func aFullHeightLiftWithNothingUnderItIsMoved() throws {
        let result = try Self.analysed("FullHeightViewController", in: ["ipad-pro-11/landscape/full/ltr", "ipad-pro-11/landscape/stage-center/ltr"])
        let moved = result.states.filter { state in state.findings.contains { $0.kind == .moved } }.map(\.state.id)
        #expect(moved.contains("ipad-pro-11/landscape/full/ltr/floating/near-bottom"))
        #expect(moved.contains("ipad-pro-11/landscape/stage-center/ltr/shortcuts-bar/near-bottom"))
        #expect(!moved.contains("ipad-pro-11/landscape/full/ltr/docked/near-bottom"))
        #expect(!moved.contains("ipad-pro-11/landscape/full/ltr/hidden/near-bottom"))
        let floating = try Self.findings(result, state: "ipad-pro-11/landscape/full/ltr/floating/near-bottom")
        let finding = try #require(floating.first { $0.kind == .moved && !$0.message.hasPrefix("after") })
        #expect(finding.message.hasPrefix("sendBar is moved "))
        #expect(finding.message.contains(" pt up although nothing covers it: barBottom.constant is -"))
        // In full screen, view and screen coordinates agree: the bar rests on the view's bottom, 834 pt down.
        let keyboard = try #require(finding.witness?.keyboardFrame), bar = try #require(finding.witness?.frames["sendBar"])
        #expect(keyboard.maxY <= Rational(834) - bar.height, "the witness keyboard is above where the bar rests")
    }

    /// A `keyboardWillHide` that switches the keyboard's constraint off but not the resting one
    /// back on: once the keyboard has shown and hidden, nothing places the send bar vertically.
    /// The hidden state is clean only by the shortest way there; the sequence's state is not.
    @Test func aSwapTheHideHandlerLeavesUndoneIsAnalysedInTheHiddenState() throws {
        let result = try Self.analysed("ForgottenRestoreViewController", in: ["iphone-se/portrait"])
        let hidden = try Self.findings(result, state: "iphone-se/portrait/full/ltr/hidden/near-bottom")
        let ambiguous = try #require(hidden.first { $0.kind == .ambiguous })
        #expect(ambiguous.items == ["sendBar"])
        #expect(ambiguous.message.hasPrefix("after show docked → hide, barBottom is off: sendBar is not fully determined (free: y)"))
        #expect(ambiguous.cause == .keyboard)
        let restored = try Self.analysed("ConstraintSwapViewController", in: ["iphone-se/portrait"])
        #expect(!restored.states.flatMap(\.findings).contains { $0.message.hasPrefix("after") }, "the swap undone on hiding leaves nothing behind")
    }

    /// `contentInset.bottom += height` on willShow and `-=` on willHide: the predictive bar going
    /// off re-sends willShow, so the inset holds both heights, and the band of the form left above
    /// the docked keyboard is shorter than its 160 pt message view. With `=` and a reset, as
    /// `ContentInsetViewController` writes it, no sequence leaves another inset.
    @Test func anInsetAddedTwiceIsAnalysedInTheStatesItIsLeftIn() throws {
        let result = try Self.analysed("GrowingInsetViewController", in: ["iphone-16/portrait"])
        #expect(result.states.filter { $0.state.keyboard == .hidden }.allSatisfy { $0.findings.isEmpty })
        let docked = try Self.findings(result, state: "iphone-16/portrait/full/ltr/docked/near-bottom")
        let covered = try #require(docked.first { $0.kind == .covered })
        #expect(covered.items == ["scrollView"])
        #expect(covered.message.hasPrefix("after show docked → predictive bar off, scrollView.contentInset.bottom is keyboardFrame.height + 336: "))
        #expect(covered.cause == .keyboard)
        let keyboard = try #require(covered.witness?.keyboardFrame)
        #expect(covered.message.contains("its bottom inset is \((keyboard.height + 336).decimalString(maximumFractionDigits: 2)) pt"), "\(covered.message)")
        #expect(!docked.contains { !$0.message.hasPrefix("after") }, "the inset the shortest way leaves is the keyboard's height: clean")
        let reset = try Self.analysed("ContentInsetViewController", in: ["iphone-16/portrait"])
        #expect(!reset.states.flatMap(\.findings).contains { $0.message.hasPrefix("after") })
    }
}
