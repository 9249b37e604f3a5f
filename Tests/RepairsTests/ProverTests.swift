import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Repairs
import Reporters
import Testing

/// The soundness of re-analysing only the states a repair changes: a state's result does not
/// depend on which other states are analysed with it, and a change is analysed only where it
/// changes the active constraints.
@Suite struct ProverTests {
    @Test func aStateAnalysedAloneGetsItsResultInTheFullRun() throws {
        let (spec, _) = try Fixtures.spec("apple-sample-edit-view.yaml")
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right", "ipad-pro-12-9/landscape/full/ltr"])
        let full = try Analyzer.analyze(spec, in: environments)
        let withFindings = full.states.filter { !$0.findings.isEmpty }.map(\.state.id)
        let clean = full.states.filter { $0.isClean }.map(\.state.id)
        try #require(withFindings.count >= 2 && clean.count >= 2)
        // Every other state with a finding and every third clean one, across both environments and both directions.
        let chosen = Set(withFindings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            + clean.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
        let subset = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(states: chosen))
        #expect(Set(subset.states.map(\.state.id)) == chosen)
        for state in subset.states {
            #expect(full.states.first { $0.state.id == state.state.id } == state, "\(state.state.id) differs when analysed alone")
        }
    }

    /// `editViewToDockedKeyboardTrailing` is registered near the bottom: a new constant changes
    /// the states near the bottom and no other, and the proof line says so.
    @Test func aConstantChangeIsAnalysedOnlyInTheStatesWhereItsConstraintIsActive() throws {
        let (spec, yaml) = try Fixtures.spec("two-trailing-constraints.yaml")
        let environments = try resolve(["ipad-pro-12-9/landscape", "ipad/portrait/split-third-right/ltr"])
        let original = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2))
        let report = try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions(jobs: 2))
            .run(.all, original: original)
        let text = FixTextReporter().render(report, context: ReportContext(toolVersion: "test"))

        #expect(text.contains("repair: change editViewToDockedKeyboardTrailing's constant from 0 to 8"))
        let nearBottom = original.states.filter { $0.state.isReachable && $0.state.near.contains(.bottom) }.count
        try #require(nearBottom > 0 && nearBottom < original.states.count)
        let proofLine = "\(nearBottom) states re-analysed, \(original.states.count - nearBottom) unchanged (same active constraints)"
        #expect(text.contains("proof: removes") && text.contains(proofLine), "no line with '\(proofLine)' in:\n\(text)")
    }
}
