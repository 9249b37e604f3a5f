import ExactGeometry
import LayoutSpec

/// What `kbcov states` prints: every state with its reachability, the bounds of the keyboard
/// frame over its region and its notes. Deterministic, byte for byte.
public enum StateListing {
    public static func text(_ states: [KeyboardState]) -> String {
        var lines: [String] = []
        for state in states {
            guard let bounds = state.region.bounds else {
                lines.append("\(state.id)  unreachable")
                lines += state.notes.map { "    note: \($0)" }
                continue
            }
            let ranges = zip(["x", "y", "width", "height"], bounds.components).map { name, range in
                range.min == range.max ? "\(name) \(number(range.min))" : "\(name) \(number(range.min))…\(number(range.max))"
            }
            lines.append("\(state.id)  reachable  keyboard \(ranges.joined(separator: ", "))")
            lines += state.notes.map { "    note: \($0)" }
        }
        let reachable = states.filter(\.isReachable).count
        lines.append("\(states.count) states, \(reachable) reachable, \(states.count - reachable) unreachable")
        let nearBottom = undockedNearBottomEnvironments(states)
        if !nearBottom.isEmpty {
            let environments = Set(states.map(\.environment.id)).count
            lines.append("split or undocked keyboard near the bottom by the thresholds (Apple's table says never) in \(nearBottom.count) of \(environments) environments")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"states":[{"away","environment","id","keyboard","near","notes","reachable","region"}],
    /// "summary":{"reachable","states","undockedNearBottom"}}` with keys sorted; `region` is `null`
    /// for an unreachable state, otherwise `{"max":[x,y,width,height],"min":[x,y,width,height]}`,
    /// the bounds of the keyboard frame (screen coordinates) over the region.
    public static func json(_ states: [KeyboardState]) -> String {
        let items = states.map { state -> String in
            let region: String
            if let bounds = state.region.bounds {
                let minimum = bounds.components.map { number($0.min) }.joined(separator: ",")
                let maximum = bounds.components.map { number($0.max) }.joined(separator: ",")
                region = "{\"max\":[\(maximum)],\"min\":[\(minimum)]}"
            } else {
                region = "null"
            }
            let fields = [
                "\"away\":\(edges(state.away))",
                "\"environment\":\(string(state.environment.id))",
                "\"id\":\(string(state.id))",
                "\"keyboard\":\(string(state.keyboard.rawValue))",
                "\"near\":\(edges(state.near))",
                "\"notes\":[\(state.notes.map(string).joined(separator: ","))]",
                "\"reachable\":\(state.isReachable)",
                "\"region\":\(region)",
            ]
            return "{\(fields.joined(separator: ","))}"
        }
        let reachable = states.filter(\.isReachable).count
        let nearBottom = undockedNearBottomEnvironments(states).map(string).joined(separator: ",")
        let summary = "{\"reachable\":\(reachable),\"states\":\(states.count),\"undockedNearBottom\":[\(nearBottom)]}"
        return "{\"states\":[\(items.joined(separator: ","))],\"summary\":\(summary)}\n"
    }

    /// The environments where a split or undocked keyboard can be near the bottom: the thresholds
    /// allow it although Apple's table says those keyboards are always away from the bottom.
    public static func undockedNearBottomEnvironments(_ states: [KeyboardState]) -> [String] {
        let ids = states
            .filter { ($0.keyboard == .undocked || $0.keyboard == .split) && $0.near.contains(.bottom) }
            .filter { $0.region.pieces.contains(where: \.guideFollowsKeyboard) }
            .map(\.environment.id)
        return Array(Set(ids)).sorted()
    }

    private static func number(_ value: Rational) -> String { value.decimalString() }

    private static func edges(_ set: Set<Edge>) -> String {
        "[\(set.sorted().map { string($0.rawValue) }.joined(separator: ","))]"
    }

    private static func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }
}
