import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// What the dismissal drag costs: the shipped screens over the same environments with their
/// `docked-drag` states, against the run without them measured above (goal: × 2 at most).
extension Benchmark {
    /// `defaultSeconds`: each shipped spec's time without the drag, measured in this run.
    func dismissalDragRows(_ shipped: [LayoutSpec], setup: AnalysisSetup, everywhere: [Environment], defaultSeconds: [String: Double]) throws {
        emit("\nWith the dismissal drag (--dismissal-drag) over '\(environments)', --jobs \(jobs)\(medianNote), against without it (goal: × 2 at most)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        let total = try reportedSeconds(shipped, in: everywhere.map { $0.offeringDismissalDrag() }, setup: setup)
        let without = shipped.compactMap { defaultSeconds[$0.path] }.reduce(0, +)
        emit(String(format: "  with the drag %.2f s, without %.2f s: × %.2f", total, without, total / without))
    }
}
