import KbcovTestSupport
import LayoutAnalysis
import Testing

/// The time budget is one of the analysis limits: it composes with `rlimit` and with a selection
/// of states (`kbcov fix` re-analyses a few), and a state it cuts off is unknown, never clean.
@Suite struct TimeBudgetTests {
    static let spec = "toolbar-follows-keyboard.yaml"
    static let environments = ["iphone-16/portrait/full/ltr"]

    /// Two reachable states of the environment, from an unbudgeted run.
    func selection() throws -> Set<String> {
        let whole = try Analyzer.analyze(try shippedSpec(Self.spec), in: try resolve(Self.environments))
        let reachable = whole.states.filter(\.state.isReachable).map(\.state.id)
        try #require(reachable.count >= 2)
        return [reachable[0], reachable[reachable.count - 1]]
    }

    @Test func spentBudgetLeavesEverySelectedStateUnknown() throws {
        let selected = try selection()
        // A budget of 0 s is spent before the first group: the outcome does not depend on speed.
        let limits = AnalysisLimits(rlimit: AnalysisOptions.defaultLimits.rlimit, timeBudgetSeconds: 0)
        let result = try Analyzer.analyze(
            try shippedSpec(Self.spec), in: try resolve(Self.environments), options: AnalysisOptions(limits: limits, states: selected))
        #expect(Set(result.states.map(\.state.id)) == selected)
        for state in result.states {
            #expect(!state.isClean)
            #expect(state.method == .incomplete)
            #expect(state.ranOutOfTime)
            #expect(state.findings.map(\.message) == ["time budget: the state was not decided within the 0 s time budget"])
        }
        #expect(CoverageRun(specs: [result]).ranOutOfTime)
    }

    @Test func ampleBudgetChangesNothingOfASelection() throws {
        let selected = try selection()
        let spec = try shippedSpec(Self.spec)
        let environments = try resolve(Self.environments)
        var plain = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(states: selected))
        var limits = AnalysisOptions.defaultLimits
        limits.timeBudgetSeconds = 3600
        var budgeted = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(limits: limits, states: selected))
        #expect(!CoverageRun(specs: [budgeted]).ranOutOfTime)
        plain.statistics = .init()
        budgeted.statistics = .init()
        #expect(budgeted == plain)
    }
}
