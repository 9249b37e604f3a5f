import ExactGeometry
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing

/// `keyboardOverlap`, what `view.bounds.intersection(keyboardFrame)` gives a keyboard handler:
/// the part of the keyboard over the view. In a Stage Manager window the docked keyboard covers
/// only the window's lower part (ipad-pro-11, 800 × 560 window from y 137 on the 834-pt screen;
/// docked keyboard 373–428 pt high, its top at 406–461): lifting by the overlap puts a bar on
/// the keyboard's top, lifting by the keyboard's whole height squeezes it against a header.
@Suite struct KeyboardOverlapTests {
    static let stageManager = ["ipad-pro-11/landscape/stage-center/ltr"]

    /// A full-width bar 52 pt high, lifted from the view's bottom by `lift`; with a header above
    /// it, the bar must stay 200 pt below the top.
    static func spec(lift: String, header: Bool = true) -> String {
        """
        kbcov: 1
        name: bar lifted by \(lift)
        views:
          bar: { intrinsicSize: { height: 52 }, keepVisible: true }
        constraints:
          - bar.leading == view.leading
          - bar.trailing == view.trailing
          - { id: barBottom, rule: bar.bottom == view.bottom - \(lift) }
        """ + (header ? "\n  - { id: barBelowHeader, rule: bar.top >= view.top + 200 }" : "")
    }

    static let docked = "ipad-pro-11/landscape/stage-center/ltr/docked/near-bottom"

    @Test func theOverlapLiftsABarToTheDockedKeyboardsTopInAStageManagerWindow() throws {
        let result = try Analyzer.analyze(try load(Self.spec(lift: "keyboardOverlap.height")), in: try resolve(Self.stageManager))
        #expect(result.states.first { $0.state.id == Self.docked }?.findings == [])
    }

    @Test func theWholeHeightLiftsItPastWhatTheWindowHolds() throws {
        let result = try Analyzer.analyze(try load(Self.spec(lift: "keyboardFrame.height")), in: try resolve(Self.stageManager))
        let squeeze = try #require(result.findings(.squeezed, in: Self.docked).first)
        #expect(squeeze.constraints == ["barBottom", "barBelowHeader"])
        #expect(squeeze.witness?.frames["bar"]?.y == 200)
    }

    /// Wherever a witness shows the bar, it sits exactly the overlap above the view's bottom.
    @Test func aWitnessesBarSitsTheOverlapAboveTheBottom() throws {
        let environments = try resolve(["ipad-mini/landscape/full/ltr", "ipad-mini/landscape/split-third-right/ltr"])
        let spec = try load(Self.spec(lift: "keyboardOverlap.height", header: false))
        let result = try Analyzer.analyze(spec, in: environments)
        let covered = result.states.filter { state in state.findings.contains { $0.kind == .covered } }
        #expect(!covered.isEmpty)
        for state in covered {
            let finding = try #require(state.findings.first { $0.kind == .covered })
            let witness = try #require(finding.witness)
            let environment = state.state.environment
            let view = Rect(x: .zero, y: .zero, width: environment.viewSize.width, height: environment.viewSize.height)
            let overlap = view.intersection(environment.viewFrame(fromScreen: witness.keyboardFrame))?.height ?? .zero
            #expect(witness.frames["bar"]?.maxY == view.height - overlap, "\(state.state.id)")
        }
    }
}
