import Foundation
import LayoutSpec

/// Every keyboard state of an environment.
public enum StateSpace {
    /// The states of `environment`, ordered by keyboard type and then by edges id: every near set
    /// Apple's table allows for each keyboard the device offers, reachable or not.
    public static func states(in environment: Environment, guide settings: KeyboardGuideSettings) -> [KeyboardState] {
        // `kbcov fix` analyses the same environments again and again, a few states at a time.
        let key = StateSpaceKey(environment: environment, settings: settings)
        if let known = computed.value(for: key) { return known }
        let states = enumerate(in: environment, guide: settings)
        computed.store(states, for: key)
        return states
    }

    private static let computed = StateSpaceCache()

    private static func enumerate(in environment: Environment, guide settings: KeyboardGuideSettings) -> [KeyboardState] {
        let builder = RegionBuilder(environment: environment, settings: settings)
        var states: [KeyboardState] = []
        for type in environment.keyboard.offered.sorted() {
            var parameters: [KeyboardParameter] = []
            var classified: [ClassifiedPiece] = []
            for configuration in KeyboardConfiguration.configurations(of: type) {
                guard let result = builder.classifiedPieces(of: configuration) else { continue }
                parameters = result.parameters
                classified += result.pieces
            }
            // The table lists which near sets exist; a set outside it would still be listed, so a
            // disagreement can never vanish silently.
            var nearSets = NearEdgeRules.allowedNearSets(for: type)
            for piece in classified where !nearSets.contains(piece.resolution.near) {
                nearSets.append(piece.resolution.near)
            }
            for near in nearSets {
                let matching = classified.filter { $0.resolution.near == near }
                let region = Region(parameters: parameters, pieces: matching.map(\.piece))
                let notes = StateNotes.notes(keyboard: type, near: near, pieces: matching, environment: environment, settings: settings)
                states.append(KeyboardState(environment: environment, keyboard: type, near: near, region: region, notes: notes))
            }
        }
        return states.sorted { ($0.keyboard, StateID.edgesID($0.near)) < ($1.keyboard, StateID.edgesID($1.near)) }
    }
}

private struct StateSpaceKey: Hashable {
    var environment: Environment
    var settings: KeyboardGuideSettings
}

/// The state spaces enumerated so far; they depend on the environment and guide settings only.
private final class StateSpaceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var spaces: [StateSpaceKey: [KeyboardState]] = [:]

    func value(for key: StateSpaceKey) -> [KeyboardState]? {
        lock.lock()
        defer { lock.unlock() }
        return spaces[key]
    }

    func store(_ states: [KeyboardState], for key: StateSpaceKey) {
        lock.lock()
        spaces[key] = states
        lock.unlock()
    }
}
