import ArgumentParser
import Foundation
import KeyboardStates
import LayoutSpec
import LayoutAnalysis
import ResultCache
import ScreenInputs

/// A whole app as `kbcov check App/` reads it (every screen imported with the project's helpers),
/// analysed with an empty result cache and then again with the full one, in the same run. A
/// screen's time is its lookup (on a worker, beside the others) and its analysis when it missed.
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
            // As `check` runs: every screen's stored result read on the workers, then the misses analysed.
            let (readSeconds, stored) = try ResourceUsage.timed {
                try WorkerPool(workers: jobs).map(inputs.specs) { spec in
                    ResourceUsage.timed { () -> (LayoutSpec, SpecResult?) in
                        let lowered = setup.lowered(spec)
                        return (lowered, cache.stored(lowered, in: everywhere, options: setup.options))
                    }
                }
            }
            var timings: [(seconds: Double, name: String)] = []
            var rendered = ""
            var analysisSeconds = readSeconds
            for (spec, (lookUpSeconds, (lowered, hit))) in zip(inputs.specs, stored) {
                guard (hit != nil) == (run == "warm") else { throw ValidationError("\(spec.name): a \(run) run \(hit != nil ? "hit" : "missed") the cache") }
                let (seconds, result) = try ResourceUsage.timed {
                    try hit ?? {
                        let result = try setup.analyze(spec, in: everywhere)
                        cache.store(result, of: lowered, in: everywhere, options: setup.options)
                        return result
                    }()
                }
                analysisSeconds += seconds
                timings.append((lookUpSeconds + seconds, spec.name))
                rendered += render(result)
            }
            let sorted = timings.sorted { $0.seconds < $1.seconds }
            let analysis = analysisSeconds
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
