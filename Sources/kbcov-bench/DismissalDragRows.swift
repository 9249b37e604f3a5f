import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// What the dismissal drag costs: the shipped screens over the same environments with their
/// `docked-drag` states, against the same specs without them, timed alternately (goal: × 2 at most).
extension Benchmark {
    func dismissalDragRows(_ shipped: [LayoutSpec], setup: AnalysisSetup, everywhere: [Environment]) throws {
        emit("\nWith the dismissal drag (--dismissal-drag) over '\(environments)', --jobs \(jobs)\(medianNote), against without it (goal: × 2 at most)")
        row(["spec", "states", "reachable", "analysed", "seconds", "states/s", "solver calls", "peak MiB"])
        let (total, without) = try pairedSeconds(shipped, in: everywhere.map { $0.offeringDismissalDrag() }, against: everywhere, setup: setup)
        emit(String(format: "  with the drag %.2f s, without %.2f s (timed alternately with it): × %.2f", total, without, total / without))
    }
}
