import KeyboardStates
import LayoutAnalysis

/// `kbcov why --constraint/--item`: the states where a constraint or item is part of a finding,
/// grouped by keyboard type and window, each with its witness.
public struct SubjectExplanation {
    public var subject: FindingSubject
    public var result: SpecResult

    public init(subject: FindingSubject, result: SpecResult) {
        self.subject = subject
        self.result = result
    }

    /// A keyboard type in a window, with its states in run order.
    struct Group {
        var keyboard: KeyboardType
        var window: String
        var occurrences: [SubjectOccurrence]
    }

    var groups: [Group] {
        let occurrences = result.occurrences(of: subject)
        let keys = Set(occurrences.map { KeyboardWindow(keyboard: $0.state.state.keyboard, window: $0.state.state.environment.window.id) })
        return keys.sorted().map { key in
            Group(keyboard: key.keyboard, window: key.window, occurrences: occurrences.filter {
                $0.state.state.keyboard == key.keyboard && $0.state.state.environment.window.id == key.window
            })
        }
    }

    /// The dead tracked groups a constraint is in.
    var deadGroups: [DeadGroup] {
        guard case .constraint(let id) = subject else { return [] }
        return result.dead.filter { $0.constraints.contains(id) }
    }

    /// The drifting constants a constraint is: their sequences are the witness.
    var drifts: [Finding] {
        guard case .constraint(let id) = subject else { return [] }
        return result.drift.filter { $0.constraints.contains(id) }
    }

    /// Where the run analysed text sizes: from which size each of the subject's findings shows.
    var thresholds: [TextSizeThreshold] {
        TextSizeThreshold.of(result.states.map { StateReport($0) }, matching: subject.isPart)
    }

    public var isPartOfFindings: Bool { !deadGroups.isEmpty || !drifts.isEmpty || !result.occurrences(of: subject).isEmpty }

    func text() -> String {
        let groups = groups
        let stateCount = groups.reduce(0) { $0 + $1.occurrences.count }
        let reachable = result.states.filter(\.state.isReachable).count
        var lines = ["\(result.spec.path): \(subject)"]
        for group in deadGroups {
            lines.append("  in a dead tracked group \(group.condition) at \(group.location): \(group.reason)")
        }
        for drift in drifts { lines.append("  drift: \(drift.message)") }
        guard stateCount > 0 else {
            lines.append("  part of no state's finding in the \(reachable) reachable states analysed")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("  part of findings in \(stateCount) of \(reachable) reachable states, \(groups.count) keyboard and window combination\(groups.count == 1 ? "" : "s")")
        let thresholds = thresholds
        if !thresholds.isEmpty { lines += ["", "by text size:"] + thresholds.map { "  " + $0.sentence } }
        for group in groups {
            lines.append("")
            lines.append("\(group.keyboard.rawValue) keyboard, \(group.window) window: \(group.occurrences.count) state\(group.occurrences.count == 1 ? "" : "s")")
            for occurrence in group.occurrences {
                lines.append("  \(occurrence.state.state.id)")
                lines += occurrence.findings.flatMap { FindingText.lines($0) }.map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        let kind = if case .constraint = subject { "constraint" } else { "item" }
        let drifts = drifts
        // `drift` was added compatibly: present only when the constraint drifts.
        let drift: [(String, JSONValue)] = drifts.isEmpty ? [] : [("drift", .array(drifts.map { JSONValue.encoded(CodableFinding($0)) }))]
        return JSONValue.object([
            ("schema", .string(WhySchema.name)),
            ("spec", .string(result.spec.path)),
            (kind, .string(subject.name)),
            ("deadGroups", .strings(deadGroups.map(\.condition.description))),
        ] + drift + [
            ("groups", .array(groups.map { group in
                .object([
                    ("keyboard", .string(group.keyboard.rawValue)),
                    ("window", .string(group.window)),
                    ("states", .array(group.occurrences.map { occurrence in
                        .object([
                            ("id", .string(occurrence.state.state.id)),
                            ("findings", .array(occurrence.findings.map { JSONValue.encoded(CodableFinding($0.reportRounded)) })),
                        ])
                    })),
                ])
            })),
        ]).serialized()
    }
}

enum WhySchema {
    static let name = "kbcov-why/1"
}

private struct KeyboardWindow: Hashable, Comparable {
    var keyboard: KeyboardType
    var window: String

    static func < (lhs: KeyboardWindow, rhs: KeyboardWindow) -> Bool {
        lhs.keyboard != rhs.keyboard ? lhs.keyboard < rhs.keyboard : lhs.window < rhs.window
    }
}

/// A finding in a few terminal lines: kind, items, constraints and message, then its witness.
enum FindingText {
    static func lines(_ finding: Finding) -> [String] {
        var header = finding.kind.rawValue
        if !finding.items.isEmpty { header += " " + finding.items.joined(separator: ", ") }
        if !finding.constraints.isEmpty { header += " [\(finding.constraints.joined(separator: ", "))]" }
        if finding.cause == .layout { header += " (also with the keyboard hidden: a layout finding)" }
        var lines = ["\(header): \(finding.message)"]
        if let content = finding.contentSizesSummary { lines.append("  " + content) }
        if let witness = finding.witnessSummary() { lines.append("  " + witness) }
        return lines
    }
}
