import KbcovTestSupport
import LayoutAnalysis
import Testing

@Suite struct ResourceLimitTests {
    /// A solver that gives up makes the state `unknown` with Z3's reason — never clean.
    @Test func solverGivingUpIsReportedAsUnknown() throws {
        let spec = try shippedSpec("apple-sample-edit-view.yaml")
        let options = AnalysisOptions(jobs: 1, limits: AnalysisLimits(rlimit: 1))
        let result = try Analyzer.analyze(spec, in: try resolve(["ipad-pro-12-9/landscape/full/ltr"]), options: options)
        let reachable = result.states.filter(\.state.isReachable)
        #expect(!reachable.isEmpty)
        for state in reachable {
            #expect(!state.isClean, "\(state.state.id) reported clean although the solver gave up")
            #expect(state.method == .incomplete)
            let unknown = state.findings.first { $0.kind == .unknown }
            #expect(unknown?.message.contains("gave up") == true || unknown?.message.contains("unknown") == true)
        }
    }

    /// An `unknown` is an answer about one solver run, not about the layout: an environment whose
    /// mirror twin got one is analysed itself rather than handed the twin's answers.
    @Test func anUnknownIsNeverSharedWithAMirrorTwin() throws {
        let spec = try shippedSpec("toolbar-follows-keyboard.yaml")
        let environments = try resolve(["iphone-16/landscape/full"])
        let limits = AnalysisLimits(rlimit: 1)
        var shared = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(limits: limits))
        var alone = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(limits: limits, sharesEqualPlans: false))
        #expect(shared.states.contains { $0.method == .incomplete })
        #expect(shared.statistics.environmentsAnalysed == environments.count)
        shared.statistics = .init()
        alone.statistics = .init()
        #expect(shared == alone)
        // With room to answer, the RTL environment takes its twin's answers.
        let exact = try Analyzer.analyze(spec, in: environments)
        #expect(exact.statistics.environmentsAnalysed == 1)
    }
}
