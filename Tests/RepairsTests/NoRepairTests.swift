import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Repairs
import Testing

/// A view wider than any window, in a group registered near the bottom: no registration, priority
/// or constant removes every offscreen finding without making the view offscreen in other states.
@Suite struct NoRepairTests {
    /// Also `FixReporterTests`' spec without a repair.
    static let fixture = "banner-wider-than-the-screen.yaml"

    @Test func saysSoAndShowsTheBestPartialRepair() throws {
        let yaml = try Fixtures.text(Self.fixture)
        let spec = try load(yaml, path: "banner.yaml")
        let environments = try resolve(["ipad-pro-12-9/landscape/full/ltr"])
        let original = try Analyzer.analyze(spec, in: environments)
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions()).run(.all)
        let answer = try #require(report.answers.first { $0.problem.kind == .offscreen })
        #expect(answer.repair == nil)
        #expect(!report.isFixed)
        #expect(answer.candidatesTried > 0)
        let partial = try #require(answer.bestPartial)
        #expect(!partial.proof.removed.isEmpty)
        #expect(!partial.proof.left.isEmpty || !partial.proof.added.isEmpty)
        #expect(partial.proof.removed.count + partial.proof.left.count == answer.problem.findings.count)
        #expect(original.states.contains { !$0.findings.isEmpty })
    }
}
