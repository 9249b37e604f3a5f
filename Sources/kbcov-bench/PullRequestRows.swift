import ArgumentParser
import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ResultCache
import ScreenInputs

/// What a pull request's run costs, each figure against a baseline measured in the same run: the
/// `quick` preset against the default catalog, and a warm result cache against a cold one.
extension Benchmark {
    /// `defaultSeconds`: each shipped spec's time over the default catalog, measured above.
    func pullRequestRows(_ shipped: [LayoutSpec], setup: AnalysisSetup, everywhere: [Environment], defaultSeconds: [String: Double]) throws {
        emit("\n'quick' (what pull requests run) against '\(environments)', --jobs \(jobs)\(medianNote)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        let quickTotal = try reportedSeconds(shipped, in: try resolve("quick", setup), setup: setup)
        let defaultTotal = shipped.compactMap { defaultSeconds[$0.path] }.reduce(0, +)
        emit(String(format: "  quick %.2f s, %@ %.2f s: × %.2f", quickTotal, environments, defaultTotal, quickTotal / defaultTotal))

        emit("\nResult cache over '\(environments)', --jobs \(jobs): cold (empty folder, analysed and stored) against warm (read back)")
        row(["spec", "cold s", "warm s", "warm/cold", "same output"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbcov-bench-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResultCache(folder: folder.path, catalog: setup.catalog, toolVersion: "bench")
        var totals = (cold: 0.0, warm: 0.0)
        for spec in shipped {
            let analyse = { try Analyzer.analyze(spec, in: everywhere, options: setup.options) }
            let (cold, first) = try ResourceUsage.timed { try cache.result(of: spec, in: everywhere, options: setup.options, analyse: analyse) }
            let (warm, second) = try ResourceUsage.timed { try cache.result(of: spec, in: everywhere, options: setup.options, analyse: analyse) }
            let same = !first.hit && second.hit && render(first.result) == render(second.result)
            row([spec.path, format(cold), format(warm), String(format: "× %.3f", warm / cold), same ? "yes" : "NO"])
            totals.cold += cold
            totals.warm += warm
            if !same { throw ExitCode(1) }
        }
        row(["all", format(totals.cold), format(totals.warm), String(format: "× %.3f", totals.warm / totals.cold), ""])
    }

    /// Analyses each spec in `environments`, a row each; the seconds they took together.
    func reportedSeconds(_ specs: [LayoutSpec], in environments: [Environment], setup: AnalysisSetup) throws -> Double {
        var total = 0.0
        for spec in specs {
            let (seconds, result) = try ResourceUsage.medianTimed(runs: repeats) { try Analyzer.analyze(spec, in: environments, options: setup.options) }
            report(spec.path, result, seconds)
            total += seconds
        }
        return total
    }

    /// Each spec timed over `environments` and over `baseline` alternately, `--repeats` times,
    /// its row reporting the median over `environments`: the machine's drift between the two falls
    /// on both alike. The totals of the medians.
    func pairedSeconds(
        _ specs: [LayoutSpec], in environments: [Environment], against baseline: [Environment], setup: AnalysisSetup
    ) throws -> (with: Double, without: Double) {
        var (with, without) = (0.0, 0.0)
        for spec in specs {
            let runs = try (0..<max(repeats, 1)).map { _ in
                let baselineSeconds = try ResourceUsage.timed { try Analyzer.analyze(spec, in: baseline, options: setup.options) }.seconds
                return (baselineSeconds, try ResourceUsage.timed { try Analyzer.analyze(spec, in: environments, options: setup.options) })
            }
            let seconds = ResourceUsage.median(runs.map(\.1.seconds))
            report(spec.path, runs[runs.count - 1].1.value, seconds)
            with += seconds
            without += ResourceUsage.median(runs.map(\.0))
        }
        return (with, without)
    }
}
