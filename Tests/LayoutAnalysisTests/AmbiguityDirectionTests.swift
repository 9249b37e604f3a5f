import KbcovTestSupport
import LayoutAnalysis
import Testing

/// An ambiguity names the frame components that move in the screen's own coordinates, in both
/// layout directions: right to left is solved in the mirror, where a fixed physical left edge is a
/// fixed right edge.
@Suite struct AmbiguityDirectionTests {
    /// A banner whose width nothing fixes, its left edge pinned by `left` (physical) or `leading`
    /// (the reading direction's), its right edge only bounded.
    static func banner(pinnedBy edge: String) -> String {
        """
        kbcov: 1
        name: Free-width banner
        views:
          banner: {}
        constraints:
          - banner.\(edge) == safeArea.\(edge) + 16
          - banner.top == safeArea.top
          - banner.height == 44
          - banner.\(edge == "left" ? "right <= safeArea.right" : "trailing <= safeArea.trailing") - 16
        """
    }

    static let environments = ["iphone-16/portrait/full/ltr", "iphone-16/portrait/full/rtl"]

    /// The free components a finding names, and the components that differ between its two frames.
    static func freeAndMoved(_ finding: Finding) throws -> (free: [String], moved: [String]) {
        let free = try #require(finding.message.split(separator: "(free: ").last?.split(separator: ")").first)
        let witness = try #require(finding.witness)
        let (first, second) = (try #require(witness.frames["banner"]), try #require(witness.alternativeFrames["banner"]))
        let moved = zip(["x", "y", "width", "height"], zip(first.components, second.components)).filter { $1.0 != $1.1 }.map(\.0)
        return (free.components(separatedBy: ", "), moved)
    }

    @Test func aPhysicalLeftEdgeStaysFixedInBothDirections() throws {
        let result = try analyze(Self.banner(pinnedBy: "left"), in: Self.environments)
        let findings = result.states.flatMap(\.findings).filter { $0.kind == .ambiguous }
        #expect(findings.count == 4)
        for finding in findings {
            let (free, moved) = try Self.freeAndMoved(finding)
            #expect(free == ["width"], "\(finding.message)")
            #expect(moved == ["width"])
        }
    }

    @Test func aLeadingEdgeIsTheRightEdgeRightToLeft() throws {
        let result = try analyze(Self.banner(pinnedBy: "leading"), in: Self.environments)
        for state in result.states where state.state.isReachable {
            let finding = try #require(state.findings.first { $0.kind == .ambiguous })
            let (free, moved) = try Self.freeAndMoved(finding)
            let expected = state.state.environment.direction == .rtl ? ["x", "width"] : ["width"]
            #expect(free == expected, "\(state.state.id): \(finding.message)")
            #expect(moved == expected)
        }
    }
}
