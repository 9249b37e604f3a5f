import Foundation
import LayoutSpec

/// The states of the `stage-range` environments, made once per process: their regions, split
/// over four more parameters, take Fourier–Motzkin seconds where a fixed window's take
/// microseconds, and every spec of a run asks for the same ones.
final class WindowRangeStates: @unchecked Sendable {
    static let shared = WindowRangeStates()
    private let lock = NSLock()
    private var made: [Key: [KeyboardState]] = [:]

    private struct Key: Hashable {
        var environment: Environment
        var settings: KeyboardGuideSettings
        var guides: RootGuides
    }

    func states(
        in environment: Environment, guide settings: KeyboardGuideSettings, reading guides: RootGuides, make: () -> [KeyboardState]
    ) -> [KeyboardState] {
        // Where a spec wrote its settings makes no state of its own.
        var settings = settings
        settings.explicitSettings = [:]
        let key = Key(environment: environment, settings: settings, guides: guides)
        if let known = lock.withLock({ made[key] }) { return known }
        let states = make()
        lock.withLock { made[key] = states }
        return states
    }
}
