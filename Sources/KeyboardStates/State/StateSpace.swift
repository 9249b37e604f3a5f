import LayoutSpec

/// Every keyboard state of an environment.
public enum StateSpace {
    /// The states of `environment`, ordered by keyboard type and then by edges id: every near set
    /// Apple's table allows for each keyboard the device offers, reachable or not. Pieces carry
    /// the root view's guides `reading` names, and are split only where those change form.
    public static func states(in environment: Environment, guide settings: KeyboardGuideSettings, reading guides: RootGuides = .all) -> [KeyboardState] {
        guard environment.windowRange == nil else {
            return WindowRangeStates.shared.states(in: environment, guide: settings, reading: guides) {
                made(in: environment, guide: settings, reading: guides)
            }
        }
        return made(in: environment, guide: settings, reading: guides)
    }

    private static func made(in environment: Environment, guide settings: KeyboardGuideSettings, reading guides: RootGuides) -> [KeyboardState] {
        let builder = RegionBuilder(environment: environment, settings: settings, guides: guides)
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
