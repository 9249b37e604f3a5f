import LayoutAnalysis
import LayoutSpec
import Repairs
import Testing

/// A view wider than any window, in a group registered near the bottom: no registration, priority
/// or constant removes every offscreen finding without making the view offscreen in other states.
@Suite struct NoRepairTests {
    static let yaml = """
        kbcov: 1
        name: A banner wider than the screen
        keyboardGuide:
          followsUndockedKeyboard: true
        views:
          banner:
            intrinsicSize: { width: 300, height: 44 }
        constraints:
          - { id: bannerLeading, rule: banner.leading == safeArea.leading }
          - { id: bannerTop, rule: banner.top == safeArea.top }
        tracked:
          - near: [bottom]
            constraints:
              - { id: bannerWide, rule: banner.width == 3000 }

        """

    @Test func saysSoAndShowsTheBestPartialRepair() throws {
        let spec = try load(Self.yaml, path: "banner.yaml")
        let environments = try resolve(["ipad-pro-12-9/landscape/full/ltr"])
        let original = try Analyzer.analyze(spec, in: environments)
        let report = try RepairSearch(spec: spec, yaml: Self.yaml, environments: environments, options: AnalysisOptions()).run(.all)
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
