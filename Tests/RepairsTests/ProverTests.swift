import LayoutAnalysis
import LayoutSpec
import Testing

/// The soundness of re-analysing only the states a repair changes: a state's result does not
/// depend on which other states are analysed with it.
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
}
