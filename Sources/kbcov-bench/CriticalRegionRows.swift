import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// What the critical regions save: the shipped screens answered region by region where
/// priorities leave frames to optimize, against the solver alone (`solvesCriticalRegions` off),
/// timed alternately, with the same results checked.
extension Benchmark {
    func criticalRegionRows(_ shipped: [LayoutSpec], setup: AnalysisSetup, everywhere: [Environment]) throws {
        emit("\nThe solver alone (critical regions off) over '\(environments)', --jobs \(jobs)\(medianNote), against the rows above's analysis")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        var solverAlone = setup.options
        solverAlone.solvesCriticalRegions = false
        var (with, without) = (0.0, 0.0)
        var same = true
        for spec in shipped {
            let runs = try (0..<max(repeats, 1)).map { _ in
                let regions = try ResourceUsage.timed { try Analyzer.analyze(spec, in: everywhere, options: setup.options) }
                return (regions, try ResourceUsage.timed { try Analyzer.analyze(spec, in: everywhere, options: solverAlone) })
            }
            let seconds = ResourceUsage.median(runs.map(\.1.seconds))
            report(spec.path, runs[runs.count - 1].1.value, seconds)
            var (regions, alone) = (runs[runs.count - 1].0.value, runs[runs.count - 1].1.value)
            regions.statistics = .init()
            alone.statistics = .init()
            same = same && regions == alone
            with += ResourceUsage.median(runs.map(\.0.seconds))
            without += seconds
        }
        emit(String(format: "  with the regions %.2f s, the solver alone %.2f s (timed alternately): × %.2f faster", with, without, without / with)
             + "; the same results: \(same ? "yes" : "NO")")
    }
}
