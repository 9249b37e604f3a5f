import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Testing

@Suite struct DeterminismTests {
    /// The same input gives identical results — witness numbers included — whatever the number
    /// of workers. Not the count of solver calls: Z3 interns symbols for the whole process, so a
    /// satisfiable question may come back with another model in a later run, and a search that
    /// steps from models may ask once more before it reaches the same answer.
    @Test(arguments: ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml"])
    func resultsAreIdenticalForEveryJobCount(_ name: String) throws {
        let spec = try shippedSpec(name)
        let environments = try resolve(["quick"])
        func report(jobs: Int) throws -> SpecResult {
            var result = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: jobs))
            result.statistics = .init()
            return result
        }
        let sequential = try report(jobs: 1)
        #expect(try report(jobs: 1) == sequential, "a second run in the same process")
        #expect(try report(jobs: 2) == sequential)
        #expect(try report(jobs: 3) == sequential)
    }
}


@Suite struct StrategyTests {
    /// The shared strategy's speed-ups change what is asked when, never the answers.
    @Test(arguments: ["apple-sample-edit-view.yaml", "split-view-static-content.yaml"])
    func sharedAndNaiveStrategiesAgree(_ name: String) throws {
        let spec = try shippedSpec(name)
        let environments = try resolve(["ipad-pro-12-9/landscape/split-half-right", "iphone-16/landscape"])
        var shared = try Analyzer.analyze(spec, in: environments)
        var naive = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(strategy: .naive))
        #expect(naive.statistics.solverCalls > shared.statistics.solverCalls)
        shared.statistics = .init()
        naive.statistics = .init()
        #expect(shared == naive)
    }
}

@Suite struct EqualPlanTests {
    /// An environment whose plan has the content of an earlier one's takes that one's detections:
    /// fewer solver calls, the same results, witness numbers included.
    @Test(arguments: ["apple-sample-edit-view.yaml", "notification-bottom-constraint.yaml"])
    func sharingEqualPlansChangesNoResult(_ name: String) throws {
        let spec = try shippedSpec(name)
        let environments = try resolve(["ipad-pro-11/landscape", "iphone-16"])
        var shared = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2))
        var alone = try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 2, sharesEqualPlans: false))
        #expect(shared.statistics.solverCalls < alone.statistics.solverCalls)
        shared.statistics = .init()
        alone.statistics = .init()
        #expect(shared == alone)
    }
}

