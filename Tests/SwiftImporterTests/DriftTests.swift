import Foundation
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import SwiftImporter
import Testing
import UIKitLayout

/// Handlers replayed over sequences of keyboard notifications (`UIKitNotifications`): a constant
/// that is not the same when the keyboard comes back to a situation is a `drift` finding whose
/// message is the shortest sequence, step by step.
@Suite struct DriftTests {
    static let iPhone = "iphone-16/portrait"

    static func drift(_ name: String, in environments: [String] = [iPhone], steps: Int = 3) throws -> [Finding] {
        DriftSearch.findings(for: try KeyboardHandlerFormTests.screen(name), in: try resolve(environments), maximumSteps: steps)
    }

    /// Seed 003's comment thread: subtracting the height at every keyboardWillShow and adding it
    /// back at keyboardWillHide moves the bar again when the predictive bar is toggled.
    @Test func theDeltaHandlerDriftsWithAThreeStepWitness() throws {
        let findings = try Self.drift("DeltaHeightViewController")
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.kind == .drift)
        #expect(finding.constraints == ["barBottom"])
        #expect(finding.items == ["sendBar"])
        #expect(finding.location?.line == 13)
        #expect(finding.message == "barBottom.constant, set by 'keyboardWillHide(_:)' and 'keyboardWillShow(_:)', drifts over keyboard notifications on iphone-16/portrait/full/ltr: show docked → predictive bar off → predictive bar on: barBottom 0 → -336 → -628 → -964; docked again, it is -964, not -336")
        #expect(try Self.drift("DeltaHeightViewController", steps: 2).isEmpty, "no sequence of two transitions drifts")
    }

    /// A handler that tells show from hide by the notification's name, and leaves the bar 300 pt
    /// up when the keyboard hides: the hide branch is its keyboardWillHide, so hiding drifts.
    @Test func theHideBranchOfANameTestIsReplayedOnHide() throws {
        let finding = try #require(try Self.drift("NameSwitchLiftViewController").first)
        #expect(finding.message.hasSuffix("show docked → hide: barBottom 0 → -336 → -300; hidden again, it is -300, not 0"), "\(finding.message)")
    }

    /// The same handlers with their absolute form and a reset in keyboardWillHide, or seed 002's
    /// overlap, which is zero once the keyboard is below the view: every sequence gives the same
    /// constant in the same situation.
    @Test(arguments: ["FullHeightViewController", "ClosureObserverViewController", "ObserverHelperViewController", "SafeAreaViewController",
                      "LocalOnlyViewController", "IntersectionViewController", "NameSwitchViewController"])
    func absoluteHandlersWithAResetDoNotDrift(name: String) throws {
        #expect(try Self.drift(name, in: [Self.iPhone, "ipad-mini/landscape/full/ltr"], steps: 4).isEmpty)
    }

    /// UIKitCatalog's form, the keyboard's move between begin and end frames: consistent while the
    /// keyboard stays docked, lifted for good once undocking reports an end frame above the screen.
    @Test func theMoveHandlerDriftsWhenTheKeyboardUndocks() throws {
        #expect(try Self.drift("OriginDeltaViewController").isEmpty, "an iPhone keyboard only shows, toggles its bar and hides")
        let finding = try #require(try Self.drift("OriginDeltaViewController", in: ["ipad-mini/landscape/full/ltr"]).first)
        #expect(finding.message.contains("on ipad-mini/landscape/full/ltr: show docked → undock → dock: barBottom 0 → "))
    }

    /// Rotating with the keyboard up re-posts keyboardWillShow from the old orientation's frame
    /// (`UIKitNotifications.rotations`, assumed): a handler that adds the keyboard's move or its
    /// height lands somewhere else than showing the keyboard in the new orientation does. The
    /// absolute form with a reset gives one constant per situation and orientation.
    @Test func handlersThatAddAChangeDriftWhenTheDeviceRotates() throws {
        let iPhone = ["iphone-16/portrait/full/ltr", "iphone-16/landscape/full/ltr"]
        let move = try #require(try Self.drift("OriginDeltaViewController", in: iPhone).first)
        #expect(move.message.hasSuffix("on iphone-16/landscape/full/ltr: rotate to portrait → show docked: barBottom 0 → 0 → -336; docked in portrait, it is -336, but 123 after show docked → rotate to portrait"))
        let height = try #require(try Self.drift("DeltaHeightViewController", in: iPhone).first)
        #expect(height.message.hasSuffix("docked in portrait, it is -336, but -555 after show docked → rotate to portrait"))
        #expect(try Self.drift("FullHeightViewController", in: iPhone, steps: 4).isEmpty)
        #expect(try Self.drift("OriginDeltaViewController", in: [iPhone[0]]).isEmpty, "one orientation: nothing to rotate to")
    }

    /// A full-height handler moves the bar by the whole keyboard's height wherever the keyboard is:
    /// covered where a floating or split keyboard sits at the bottom, never when docked.
    @Test func aFullHeightHandlerFailsFloatingAndSplitButNotDocked() throws {
        let spec = try KeyboardHandlerFormTests.screen("FullHeightViewController")
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve(["ipad-mini/landscape/full/ltr"]))
        let withFindings = Set(result.states.filter { state in state.findings.contains { $0.kind == .covered } }.map(\.state.keyboard))
        #expect(withFindings == [.floating, .split, .undocked])
        #expect(result.drift.isEmpty)
    }

    /// Seed 002's other form, `max(0, view.bounds.maxY - frame.minY)`: the keyboard's rise above the
    /// view's bottom. Docked it lifts the bar onto the keyboard, also in a Stage Manager window
    /// that does not reach the screen's bottom; an undocked or floating keyboard high on the
    /// screen lifts it past the top. It is absolute: nothing drifts.
    @Test func theRiseHandlerLiftsTheBarByTheKeyboardsTopAboveTheView() throws {
        let spec = try KeyboardHandlerFormTests.screen("ConvertedTopViewController")
        let environments = try resolve(["ipad-pro-11/landscape/full/ltr", "ipad-pro-11/landscape/stage-center/ltr"])
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: environments)
        let found = result.states.flatMap { state in state.findings.map { "\(state.state.id): \($0.kind)" } }
        #expect(found == [
            "ipad-pro-11/landscape/full/ltr/undocked/near-bottom: offscreen", "ipad-pro-11/landscape/full/ltr/floating/near-bottom: offscreen",
            "ipad-pro-11/landscape/stage-center/ltr/undocked/near-bottom: offscreen", "ipad-pro-11/landscape/stage-center/ltr/floating/near-bottom: offscreen",
        ])
        let docked = try #require(result.states.first { $0.state.id == "ipad-pro-11/landscape/stage-center/ltr/docked/near-bottom" })
        #expect(docked.isClean)
        #expect(docked.state.notes.contains(UIKitNotifications.stageManagerWindows), "a Stage Manager window says what it assumes UIKit posts there")
        let fullScreen = try #require(result.states.first { $0.state.id == "ipad-pro-11/landscape/full/ltr/docked/near-bottom" })
        #expect(!fullScreen.state.notes.contains(UIKitNotifications.stageManagerWindows))
        #expect(DriftSearch.findings(for: spec, in: environments, maximumSteps: 4).isEmpty)
    }

    /// A swap that keyboardWillHide forgets to undo: the bar's bottom constraint stays off once the
    /// keyboard has been shown and hidden. The symmetric swap does not drift, docked or floating.
    @Test func aSwapTheHideHandlerDoesNotUndoDrifts() throws {
        let findings = try Self.drift("ForgottenRestoreViewController")
        #expect(findings.map(\.message) == [
            "barBottom, switched by 'keyboardWillShow(_:)', drifts over keyboard notifications on iphone-16/portrait/full/ltr: show docked → hide: barBottom on → off → off; hidden again, it is off, not on",
        ])
        #expect(findings.first?.items == ["sendBar"])
        #expect(findings.first?.location?.line == 15)
        #expect(try Self.drift("ConstraintSwapViewController", in: [Self.iPhone, "ipad-mini/landscape/full/ltr"], steps: 4).isEmpty)
    }
}
