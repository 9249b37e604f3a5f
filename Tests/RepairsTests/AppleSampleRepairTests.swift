import LayoutAnalysis
import LayoutSpec
import Repairs
import Testing

/// Seed 000: `editViewToDockedKeyboardTrailing` is registered near the bottom, so a floating
/// keyboard near the bottom activates it too and squeezes the edit view. `fix` must find a
/// change that removes that squeeze in every state over `default` and adds no finding.
@Suite struct AppleSampleRepairTests {
    @Test func theSqueezeOfSeed000IsRepairedAndTheRepairHoldsOverDefault() throws {
        let (spec, yaml) = try Fixtures.spec("apple-sample-edit-view.yaml")
        let environments = try resolve(["default"])
        let original = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2))
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions(jobs: 2))
            .run(.constraint("editViewToKeyboardLeading"), original: original)

        let squeeze = try #require(report.answers.first {
            $0.problem.kind == .squeezed && $0.problem.items == ["editView"]
                && $0.problem.constraints.contains("editViewToDockedKeyboardTrailing")
        })
        #expect(squeeze.problem.states.contains { $0.contains("/floating/near-bottom") })
        let repair = try #require(squeeze.repair, "no repair for the squeeze of seed 000")
        #expect(repair.proof.isAccepted && repair.proof.isExact)
        #expect(repair.proof.added.isEmpty && repair.proof.left.isEmpty)
        #expect(repair.proof.reanalysed.count + repair.proof.unchanged == original.states.count)
        #expect(!repair.specEdits.isEmpty)

        // Apply the suggested lines and analyse the whole spec again, without the search's shortcuts.
        let repaired = try load(applying(repair.specEdits, to: yaml), path: spec.path)
        let after = try Analyzer.analyze(repaired, in: environments, options: AnalysisOptions(jobs: 2))
        for id in squeeze.problem.states {
            let state = try #require(after.states.first { $0.state.id == id })
            #expect(state.findings.isEmpty, "\(id) is not clean: \(state.findings.map(\.message))")
        }
        #expect(after.findingKeys.isSubset(of: original.findingKeys), "new findings: \(after.findingKeys.subtracting(original.findingKeys).sorted())")
        #expect(after.dead.isEmpty)
    }
}
