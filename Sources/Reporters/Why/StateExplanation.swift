import KeyboardStates
import LayoutAnalysis

/// `kbcov why --state`: one state's environment, keyboard, region, active constraints, verdict
/// and findings with their witnesses.
public struct StateExplanation {
    public var result: StateResult
    public var specPath: String

    public init(result: StateResult, specPath: String) {
        self.result = result
        self.specPath = specPath
    }

    func text() -> String {
        let state = result.state
        let environment = state.environment
        var lines = [
            "\(specPath): \(state.id)",
            "  window: \(environment.window.id) at \(environment.windowFrame.reportText) on the \(environment.device) \(environment.orientation.rawValue) screen, \(environment.direction.rawValue)",
            "  keyboard: \(state.keyboard.rawValue), " + edges(state),
            "  region: " + region(state),
        ]
        lines += state.notes.map { "  note: \($0)" }
        lines.append("  active: " + (result.active.isEmpty ? "none" : result.active.joined(separator: ", ")))
        lines.append("  method: \(result.method.rawValue)")
        lines.append("  verdict: " + verdict)
        lines += result.findings.flatMap { FindingText.lines($0) }.map { "    " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        JSONValue.object([
            ("schema", .string(WhySchema.name)),
            ("spec", .string(specPath)),
            ("state", JSONValue.encoded(StateReport(result))),
        ]).serialized()
    }

    private var verdict: String {
        guard result.state.isReachable else { return "unreachable (the region is empty)" }
        guard !result.findings.isEmpty else { return "clean" }
        let kinds = FindingKind.allCases.compactMap { kind -> String? in
            let count = result.findings.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }
        return "\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") (\(kinds.joined(separator: ", ")))"
    }

    private func edges(_ state: KeyboardState) -> String {
        let near = state.near.sorted().map(\.rawValue), away = state.away.sorted().map(\.rawValue)
        return "near " + (near.isEmpty ? "no edge" : near.joined(separator: ", ")) + "; away from " + (away.isEmpty ? "no edge" : away.joined(separator: ", "))
    }

    private func region(_ state: KeyboardState) -> String {
        guard let bounds = state.region.bounds else { return "empty" }
        let ranges = zip(["x", "y", "width", "height"], bounds.components).map { name, range in
            range.min == range.max ? "\(name) \(range.min.decimalString())" : "\(name) \(range.min.decimalString())…\(range.max.decimalString())"
        }
        return "keyboard frame (screen) " + ranges.joined(separator: ", ")
    }
}
