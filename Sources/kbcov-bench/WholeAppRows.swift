import ArgumentParser
import Foundation
import KeyboardStates
import LayoutAnalysis
import ResultCache
import ScreenInputs

/// A whole app as `kbcov check App/` reads it (every screen imported with the project's helpers),
/// analysed with an empty result cache and then again with the full one, in the same run.
extension Benchmark {
    func wholeAppRows(setup: AnalysisSetup, everywhere: [Environment]) throws {
        emit("\nA generated app of \(appScreens) screens over '\(environments)', --jobs \(jobs): imported, then cold (analysed and stored) against warm (read back)")
        row(["run", "screens", "import s", "analysis s", "total s", "median s", "worst s", "worst screen"])
        let app = try GeneratedApp.write(screens: appScreens)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let cache = ResultCache(folder: app.deletingLastPathComponent().appendingPathComponent("cache").path, catalog: setup.catalog, toolVersion: "bench")
        var totals: [Double] = []
        var reports: [String] = []
        for run in ["cold", "warm"] {
            let (importSeconds, inputs) = ResourceUsage.timed { ScreenInputs.specs(at: [app.path]) }
            guard inputs.errors.isEmpty, inputs.specs.count == appScreens else {
                emit("  the generated app did not import as \(appScreens) screens: \(inputs.errors.map(\.description)) \(inputs.specs.count)")
                throw ExitCode(1)
            }
            var timings: [(seconds: Double, name: String)] = []
            var rendered = ""
            for spec in inputs.specs {
                let (seconds, answer) = try ResourceUsage.timed {
                    try cache.result(of: setup.lowered(spec), in: everywhere, options: setup.options) { try setup.analyze(spec, in: everywhere) }
                }
                guard answer.hit == (run == "warm") else { throw ValidationError("\(spec.name): a \(run) run \(answer.hit ? "hit" : "missed") the cache") }
                timings.append((seconds, spec.name))
                rendered += render(answer.result)
            }
            let sorted = timings.sorted { $0.seconds < $1.seconds }
            let analysis = timings.reduce(0) { $0 + $1.seconds }
            let worst = sorted.last ?? (0, "-")
            row([run, "\(timings.count)", format(importSeconds), format(analysis), format(importSeconds + analysis),
                 format(sorted.isEmpty ? 0 : sorted[sorted.count / 2].seconds), format(worst.seconds), "  " + worst.name])
            totals.append(importSeconds + analysis)
            reports.append(rendered)
        }
        emit(String(format: "  warm × %.3f the cold run (goals: cold under 60 s, warm under 5 s over default, --jobs 2); reports %@",
                    totals[1] / totals[0], reports[0] == reports[1] ? "identical" : "DIFFERENT"))
        if reports[0] != reports[1] { throw ExitCode(1) }
    }
}
