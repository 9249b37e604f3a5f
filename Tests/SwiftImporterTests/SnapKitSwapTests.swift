import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// SnapKit's ways of swapping constraints from keyboard notifications — `remakeConstraints` in
/// each handler, kept `Constraint`s switched with `activate()`/`deactivate()` — analysed per
/// keyboard state with what the notifications UIKit posts on the way there leave active.
@Suite struct SnapKitSwapTests {
    static let iPad = "ipad-pro-11/landscape/full/ltr"

    /// `state id: kind [constraints]` for the findings of the screen's states in `environment`.
    static func findings(_ name: String, in environment: String) throws -> [String] {
        let spec = try KeyboardHandlerFormTests.screen(name)
        let result = try Analyzer.analyze(UIKitLowering.lowered(spec), in: try resolve([environment]))
        return result.states.flatMap { state in
            state.findings.map { "\(state.state.id): \($0.kind) [\($0.constraints.joined(separator: ", "))]" }
        }
    }

    /// The hide handler rebuilds the set-up's constraint: that constraint is switched back on,
    /// not a new one, so nothing drifts. Docked, the bar sits on the keyboard's top; UIKit
    /// announces the undocked and floating keyboards as hidden, so the bar is back on the safe
    /// area where they cover it.
    @Test func remadeConstraintsSwapPerKeyboardWithoutDrift() throws {
        let spec = try KeyboardHandlerFormTests.screen("SnapKitRemakeViewController")
        let switched = spec.keyboardActivations.map { activation in
            "\(activation.constraint) \(activation.initiallyActive ? "on" : "off"): "
                + activation.toggles.map { "\($0.handler) \($0.isActive ? "on" : "off")" }.joined(separator: ", ")
        }
        #expect(switched.suffix(2) == [
            "constraints[6] on: 'keyboardWillShow(_:)' off, 'keyboardWillHide(_:)' on",
            "constraints[7] off: 'keyboardWillShow(_:)' on, 'keyboardWillHide(_:)' off",
        ], "\(switched)")
        #expect(spec.allConstraints.map(\.rule).filter { $0.hasPrefix("inputBar.bottom") }.sorted()
                == ["inputBar.bottom == safeArea.bottom", "inputBar.bottom == view.bottom - keyboardFrame.height"])
        #expect(DriftSearch.findings(for: spec, in: try resolve(["iphone-16/portrait", Self.iPad]), maximumSteps: 4).isEmpty)
        let findings = try Self.findings("SnapKitRemakeViewController", in: Self.iPad)
        #expect(findings == [
            "\(Self.iPad)/undocked/near-bottom: covered [constraints[4], constraints[5], constraints[6], inputBar.compressionResistance.vertical]",
            "\(Self.iPad)/floating/near-bottom: covered [constraints[4], constraints[5], constraints[6], inputBar.compressionResistance.vertical]",
        ])
    }

    /// Kept constraints switched with `activate()`/`deactivate()`: the lifted bar assumes the
    /// iPhone keyboard's 291 pt and sits under the iPad's docked keyboard.
    @Test func keptConstraintsSwitchedFromHandlersAreAnalysedPerKeyboard() throws {
        let spec = try KeyboardHandlerFormTests.screen("SnapKitSwapViewController")
        #expect(spec.keyboardActivations.map(\.constraint) == ["barOnSafeArea", "barAboveKeyboard"])
        #expect(spec.keyboardActivations.map(\.initiallyActive) == [true, false])
        #expect(DriftSearch.findings(for: spec, in: try resolve(["iphone-16/portrait", Self.iPad]), maximumSteps: 4).isEmpty)
        let findings = try Self.findings("SnapKitSwapViewController", in: Self.iPad)
        #expect(findings.contains("\(Self.iPad)/docked/near-bottom: covered [constraints[0], constraints[1], barAboveKeyboard, inputBar.compressionResistance.vertical]"), "\(findings)")
        let announcedHidden = findings.filter { $0.contains("/floating/") || $0.contains("/undocked/") }
        #expect(announcedHidden.count == 2, "the floating and undocked keyboards cover the restored bar: \(findings)")
        #expect(announcedHidden.allSatisfy { $0.contains("covered [") && $0.contains("barOnSafeArea") }, "\(findings)")
        #expect(!findings.contains { $0.contains("/hidden/") }, "\(findings)")
    }
}
