import LayoutAnalysis
import LayoutSpec

/// A terminal summary: per spec, findings grouped by kind, then by the items and constraints
/// involved, with the states where they occur and the first state's witness numbers.
public struct TextReporter: Reporter {
    public let name = "text"
    /// How many state ids a group lists before it counts the rest.
    public var statesListed = 6

    public init() {}

    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        var lines: [String] = []
        for spec in run.specs {
            lines += render(spec)
            lines.append("")
        }
        let total = run.findingCount
        lines.append(total == 0 ? "kbcov \(context.toolVersion): no findings" : "kbcov \(context.toolVersion): \(total) finding\(total == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ result: SpecResult) -> [String] {
        let reachable = result.states.filter(\.state.isReachable)
        let clean = reachable.filter(\.isClean)
        var lines = [
            "\(result.spec.path): \(result.spec.name)",
            "  \(result.states.count) states, \(reachable.count) reachable, \(clean.count) clean",
        ]
        for warning in result.warnings { lines.append("  \(warning)") }
        for group in result.dead {
            lines.append("  dead: \(group.location): tracked group \(group.condition) [\(group.constraints.joined(separator: ", "))]: \(group.reason)")
        }
        for kind in FindingKind.allCases where kind != .dead {
            let groups = FindingGroup.groups(of: kind, in: result.states)
            guard !groups.isEmpty else { continue }
            let count = groups.reduce(0) { $0 + $1.states.count }
            lines.append("  \(kind.rawValue): \(count) state\(count == 1 ? "" : "s")")
            for group in groups { lines += render(group).map { "    " + $0 } }
        }
        return lines
    }

    private func render(_ group: FindingGroup) -> [String] {
        let finding = group.first
        var header = finding.items.isEmpty ? "" : finding.items.joined(separator: ", ")
        if !finding.constraints.isEmpty { header += (header.isEmpty ? "" : " ") + "[\(finding.constraints.joined(separator: ", "))]" }
        if let location = finding.location { header = "\(location): " + header }
        var lines = ["\(header) in \(group.states.count) state\(group.states.count == 1 ? "" : "s"):"]
        for id in group.states.prefix(statesListed) { lines.append("  \(id)") }
        if group.states.count > statesListed { lines.append("  … and \(group.states.count - statesListed) more") }
        lines.append("  e.g. \(group.states[0]): \(finding.message)")
        if let assumed = finding.assumedSizesSummary { lines.append("    \(assumed)") }
        if let witness = finding.witness {
            lines.append("    keyboard \(witness.keyboardFrame.reportText) on screen, guide \(witness.guideFrame.reportText) in the view")
            for (item, frame) in witness.frames.sorted(by: { $0.key < $1.key }) where finding.items.contains(item) {
                lines.append("    \(item) \(frame.reportText)" + (witness.alternativeFrames[item].map { " or \($0.reportText)" } ?? ""))
            }
        }
        return lines
    }
}
