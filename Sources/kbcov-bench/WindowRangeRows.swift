import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// What the window ranges cost: the shipped screens over the same environments with each Stage
/// Manager device's `stage-range` windows, against the same specs without them, timed
/// alternately (goal: × 2 at most).
extension Benchmark {
    func windowRangeRows(_ shipped: [LayoutSpec], setup: AnalysisSetup, everywhere: [Environment]) throws {
        emit("\nWith the window ranges (--window-ranges) over '\(environments)', --jobs \(jobs)\(medianNote), against without them (goal: × 2 at most)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        let (total, without) = try pairedSeconds(shipped, in: setup.catalog.addingWindowRanges(to: everywhere), against: everywhere, setup: setup)
        emit(String(format: "  with the ranges %.2f s, without %.2f s (timed alternately with it): × %.2f", total, without, total / without))
    }
}
