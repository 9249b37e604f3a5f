import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout

/// A view inside a view that leaves the screen is reported with it, in that state, not on its own:
/// one finding for a stack pushed out with its arranged views, naming the ones its witness shows
/// outside too.
@Suite struct ContentsTests {
    /// A form row as apps build it: a text field that gives way first, and a stack of two buttons.
    /// Pinned 150 pt wide, the row cannot hold the 208-pt buttons: the field is squeezed to a
    /// negative width and pushes the buttons' stack out past the leading edge, carrying the save
    /// button (at x −38) with it; the share button (x 70) stays on screen.
    @Test func aStackLeavesTheScreenWithWhatItArranges() throws {
        let spec = UIKitLowering.lowered(try load("""
            kbcov: 1
            name: Form row
            views:
              field:
                intrinsicSize: { width: 200, height: 44 }
                compressionResistance: { horizontal: 749, vertical: 750 }
              save: { intrinsicSize: { width: 100, height: 44 } }
              share: { intrinsicSize: { width: 100, height: 44 } }
              actions: { class: UIStackView, stack: { axis: horizontal, arranged: [save, share], spacing: 8 } }
              form: { class: UIStackView, stack: { axis: horizontal, arranged: [field, actions], spacing: 8 } }
            constraints:
              - form.leading == safeArea.leading + 20
              - form.top == safeArea.top + 20
              - form.width == 150
            """))
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape/full/ltr"]))
        let reachable = result.states.filter(\.state.isReachable)
        #expect(!reachable.isEmpty)
        for state in reachable {
            let found = state.findings.map { "\($0.kind) \($0.items.joined(separator: ","))" }.sorted()
            #expect(found == ["offscreen actions", "squeezed field"], "\(state.state.id)")
        }
        let actions = try #require(reachable.first?.findings.first { $0.kind == .offscreen })
        #expect(actions.message == "actions extends outside the view: its frame is [-38, 44, 208, 44] in a 1366 × 1024 view; inside it, save is outside too")
        #expect(actions.witness?.frames["save"]?.minX == -38)
        #expect(actions.witness?.frames["share"]?.minX == 70)
    }
}
