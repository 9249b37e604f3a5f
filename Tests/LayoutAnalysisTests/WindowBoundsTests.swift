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

    /// The same card between the root view's margins, then its readable guide: the margins are
    /// 20 pt in these regular-width windows, so it conflicts in windows narrower than 740 pt; the
    /// readable guide is never wider than 672 pt, so there it conflicts in every window.
    @Test func theMarginsAndTheReadableGuideFollowTheWindow() throws {
        let environment = try #require(
            try defaultSetup().catalog.addingWindowRanges(to: resolve(["ipad-pro-11/landscape/full/ltr"])).first { $0.windowRange != nil })
        for (guide, suffix) in [("margins", "; only in windows narrower than 740 pt"), ("readable", "")] {
            let spec = try load(Self.spec.replacingOccurrences(of: "view.leading", with: "\(guide).leading")
                .replacingOccurrences(of: "view.trailing", with: "\(guide).trailing"))
            let result = try Analyzer.analyze(spec, in: [environment], options: AnalysisOptions(jobs: 1))
            let hidden = try #require(result.states.first { $0.state.id == "\(environment.id)/hidden/near-bottom" })
            let conflict = try #require(hidden.findings.first { $0.kind == .conflict }, "\(guide): \(hidden.findings.map(\.message))")
            let window = try #require(WindowRange.frame(in: conflict.witness?.parameters ?? [:]))
            if suffix.isEmpty {
                #expect(!conflict.message.contains("only in windows"), "\(guide): \(conflict.message)")
            } else {
                #expect(conflict.message.hasSuffix(suffix), "\(guide): \(conflict.message)")
                #expect(window.width < 740)
            }
        }
    }
}
