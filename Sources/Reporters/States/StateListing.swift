import ExactGeometry
import KeyboardStates
import LayoutSpec

/// What `kbcov states` prints: every state with its reachability, the bounds of the keyboard
/// frame over its region and its notes. Deterministic, byte for byte.
public struct StateListing: TextOrJSONDocument {
    public static let schema = "kbcov-states/1"

    public var states: [KeyboardState]

    public init(states: [KeyboardState]) {
        self.states = states
    }

    func text() -> String {
        var lines: [String] = []
        for state in states {
            if let bounds = state.region.bounds {
                let ranges = zip(["x", "y", "width", "height"], bounds.components).map { name, range in
                    range.min == range.max ? "\(name) \(number(range.min))" : "\(name) \(number(range.min))…\(number(range.max))"
                }
                lines.append("\(state.id)  reachable  keyboard \(ranges.joined(separator: ", "))")
            } else {
                lines.append("\(state.id)  unreachable")
            }
            lines += state.notes.map { "    note: \($0)" }
        }
        let reachable = states.filter(\.isReachable).count
        lines.append("\(states.count) states, \(reachable) reachable, \(states.count - reachable) unreachable")
        let nearBottom = StateSpace.undockedNearBottomEnvironments(states)
        if !nearBottom.isEmpty {
            let environments = Set(states.map(\.environment.id)).count
            lines.append("split or undocked keyboard near the bottom by the thresholds (Apple's table says never) in \(nearBottom.count) of \(environments) environments")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `kbcov-states/1` document (Documentation/schemas/kbcov-states-1.schema.json).
    func json() -> String {
        let items = states.map { state -> JSONValue in
            let region = state.region.bounds.map { bounds -> JSONValue in
                .object([
                    ("min", .array(bounds.components.map { .number(number($0.min)) })),
                    ("max", .array(bounds.components.map { .number(number($0.max)) })),
                ])
            } ?? .null
            return .object([
                ("id", .string(state.id)),
                ("environment", .string(state.environment.id)),
                ("keyboard", .string(state.keyboard.rawValue)),
                ("near", edges(state.near)),
                ("away", edges(state.away)),
                ("reachable", .bool(state.isReachable)),
                ("region", region),
                ("notes", .strings(state.notes)),
            ])
        }
        let summary: JSONValue = .object([
            ("states", .number(states.count)),
            ("reachable", .number(states.filter(\.isReachable).count)),
            ("undockedNearBottom", .strings(StateSpace.undockedNearBottomEnvironments(states))),
        ])
        return JSONValue.object([("schema", .string(Self.schema)), ("states", .array(items)), ("summary", summary)]).serialized()
    }

    /// Every digit: region bounds are exact catalog figures, not rounded layout values.
    private func number(_ value: Rational) -> String { value.decimalString() }

    private func edges(_ set: Set<Edge>) -> JSONValue { .strings(set.sorted().map(\.rawValue)) }
}

/// `kbcov states --format`: the terminal's listing, or the `kbcov-states/1` JSON document.
public enum StatesFormat: String, DocumentFormat {
    case text, json

    public var renderer: any Renderer<StateListing> { TextOrJSONRenderer(isJSON: self == .json) }
}
