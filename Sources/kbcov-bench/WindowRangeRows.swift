import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// What the window ranges cost: the shipped screens over the same environments with each Stage
/// Manager device's `stage-range` windows, against the run without them measured above (goal:
/// × 2 at most).
extension Benchmark {
    /// `defaultSeconds`: each shipped spec's time without the ranges, measured in this run.
    func windowRangeRows(_ shipped: [LayoutSpec], setup: AnalysisSetup, everywhere: [Environment], defaultSeconds: [String: Double]) throws {
        emit("\nWith the window ranges (--window-ranges) over '\(environments)', --jobs \(jobs)\(medianNote), against without them (goal: × 2 at most)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        let total = try reportedSeconds(shipped, in: setup.catalog.addingWindowRanges(to: everywhere), setup: setup)
        let without = shipped.compactMap { defaultSeconds[$0.path] }.reduce(0, +)
        emit(String(format: "  with the ranges %.2f s, without %.2f s: × %.2f", total, without, total / without))
    }
}
