import ArgumentParser
import Foundation
import KeyboardStates
import LayoutAnalysis
import ResultCache
import ScreenInputs

/// A whole app as `kbcov check App/` reads it (every screen imported with the project's helpers),
/// analysed with an empty result cache and then again with the full one, in the same run. Every
/// screen's entry is read on the workers, as `check` reads them (`read s`); the median and the
/// worst screen are of the screens analysed.
extension Benchmark {
    func wholeAppRows(setup: AnalysisSetup, everywhere: [Environment]) throws {
        emit("\nA generated app of \(appScreens) screens over '\(environments)', --jobs \(jobs): imported, then cold (analysed and stored) against warm (read back)")
        row(["run", "screens", "import s", "read s", "analysis s", "total s", "median s", "worst s", "worst screen"])
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
            // As `check` runs: every screen's stored result read on the workers, then the misses analysed.
            let (readSeconds, lookups) = try ResourceUsage.timed {
                try cache.lookUp(inputs.specs.map { ($0, everywhere) }, options: setup.options, jobs: jobs, lowered: setup.lowered)
            }
            var timings: [(seconds: Double, name: String)] = []
            var rendered = ""
            var analysisSeconds = 0.0
            for (spec, lookup) in zip(inputs.specs, lookups) {
                guard (lookup.result != nil) == (run == "warm") else {
                    throw ValidationError("\(spec.name): a \(run) run \(lookup.result != nil ? "hit" : "missed") the cache")
                }
                let result: SpecResult
                if let hit = lookup.result {
                    result = hit
                } else {
                    let (seconds, analysed) = try ResourceUsage.timed { try setup.analyze(spec, in: everywhere) }
                    cache.store(analysed, at: lookup, options: setup.options)
                    (result, analysisSeconds) = (analysed, analysisSeconds + seconds)
                    timings.append((seconds, spec.name))
                }
                rendered += render(result)
            }
            // The median and worst screen of those analysed: a warm run analyses none.
            let sorted = timings.sorted { $0.seconds < $1.seconds }
            let (median, worst) = sorted.isEmpty ? ("-", "-") : (format(sorted[sorted.count / 2].seconds), format(sorted[sorted.count - 1].seconds))
            let total = importSeconds + readSeconds + analysisSeconds
            row([run, "\(inputs.specs.count)", format(importSeconds), format(readSeconds), format(analysisSeconds), format(total),
                 median, worst, "  " + (sorted.last?.name ?? "-")])
            totals.append(total)
            reports.append(rendered)
        }
        emit(String(format: "  warm × %.3f the cold run (goals: cold under 60 s, warm under 5 s over default, --jobs 2); reports %@",
                    totals[1] / totals[0], reports[0] == reports[1] ? "identical" : "DIFFERENT"))
        if reports[0] != reports[1] { throw ExitCode(1) }
    }
}
