import ExactGeometry
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import Testing

/// Conflicts and ambiguities in every Stage Manager window say where along the window they hold,
/// as the layout checks' findings do. A coupon card 700 pt wide that must stay between the view's
/// edges, and is never told where between them: its required constraints conflict in windows
/// narrower than 700 pt, and it may sit anywhere (ambiguous) in windows wider than 700 pt.
@Suite struct WindowBoundsTests {
    static let spec = """
        kbcov: 1
        name: coupon
        views:
          coupon: {}
        constraints:
          - { id: couponWidth, rule: coupon.width == 700 }
          - { id: couponLeading, rule: coupon.leading >= view.leading }
          - { id: couponTrailing, rule: coupon.trailing <= view.trailing }
          - { id: couponTop, rule: coupon.top == safeArea.top }
          - { id: couponHeight, rule: coupon.height == 120 }
        """

    @Test(arguments: ["ltr", "rtl"])
    func conflictsAndAmbiguitiesNameTheirWindows(_ direction: String) throws {
        let spec = try load(Self.spec)
        let environment = try #require(
            try defaultSetup().catalog.addingWindowRanges(to: resolve(["ipad-pro-11/landscape/full/\(direction)"])).first { $0.windowRange != nil })
        let result = try Analyzer.analyze(spec, in: [environment], options: AnalysisOptions(jobs: 1))
        let hidden = try #require(result.states.first { $0.state.id == "\(environment.id)/hidden/near-bottom" })
        #expect(hidden.findings.map(\.kind) == [.conflict, .ambiguous], "\(hidden.findings.map(\.message))")
        let conflict = try #require(hidden.findings.first { $0.kind == .conflict })
        #expect(conflict.message.hasSuffix("; only in windows narrower than 700 pt"), "\(conflict.message)")
        #expect(try #require(WindowRange.frame(in: conflict.witness?.parameters ?? [:])).width < 700)
        let ambiguous = try #require(hidden.findings.first { $0.kind == .ambiguous })
        #expect(ambiguous.message.hasSuffix("; only in windows wider than 700 pt"), "\(ambiguous.message)")
        #expect(try #require(WindowRange.frame(in: ambiguous.witness?.parameters ?? [:])).width > 700)
    }
}
