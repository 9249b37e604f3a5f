import LayoutAnalysis

/// One spec's part of a Markdown report: a summary table, the warnings, the dead tracked groups,
/// then the findings by kind, grouped by the items and constraints they name.
struct MarkdownSpecSection {
    var result: SpecResult
    /// The spec heading's level; the kinds' headings are one deeper, the groups' two.
    var headingLevel: Int
    /// Groups in more states than this fold their state list in `<details>`.
    var statesListedInline = 5

    func lines() -> [String] {
        var lines = [heading(0, MarkdownText.escaped(result.spec.name)), "", "Spec: " + MarkdownText.escaped(result.spec.path), ""]
        lines += MarkdownTable.lines(header: MarkdownTable.countHeader, leftAligned: 0, rows: [MarkdownTable.countCells([result])])
        if !result.warnings.isEmpty {
            lines += ["", "Warnings:", ""] + result.warnings.map { "- " + MarkdownText.escaped($0.description) }
        }
        if !result.dead.isEmpty {
            lines += ["", heading(1, "dead: \(counted(result.dead.count, "tracked group"))"), ""] + result.dead.map(deadLine)
        }
        for kind in FindingKind.allCases where kind != .dead {
            let groups = FindingGroup.groups(of: kind, in: result.states)
            guard !groups.isEmpty else { continue }
            lines += ["", heading(1, "\(kind.rawValue): \(counted(result.count(of: kind), "finding"))")]
            for group in groups { lines += [""] + self.lines(for: group) }
        }
        return lines
    }

    private func lines(for group: FindingGroup) -> [String] {
        let finding = group.first
        var lines = [heading(2, MarkdownText.escaped(title(of: finding)) + " — " + counted(group.states.count, "state")), ""]
        if !finding.constraints.isEmpty { lines.append("- Constraints: " + escapedList(finding.constraints)) }
        if let location = finding.location { lines.append("- Spec: " + MarkdownText.escaped(location.description)) }
        lines.append("- In " + MarkdownText.code(group.states[0]) + ": " + MarkdownText.escaped(finding.message))
        if let witness = finding.witnessSummary(name: MarkdownText.escaped, rect: { MarkdownText.code($0.reportText) }) {
            lines.append("- Witness: " + witness)
        }
        if let assumed = finding.assumedSizesSummary { lines.append("- Note: " + MarkdownText.escaped(assumed)) }
        let codes = group.states.map(MarkdownText.code)
        if codes.count <= statesListedInline {
            lines.append("- States: " + codes.joined(separator: ", "))
        } else {
            lines += ["", "<details><summary>\(codes.count) states</summary>", ""] + codes.map { "- " + $0 } + ["", "</details>"]
        }
        return lines
    }

    private func deadLine(_ group: DeadGroup) -> String {
        "- " + MarkdownText.escaped("tracked group \(group.condition) [\(group.constraints.joined(separator: ", "))] at \(group.location): \(group.reason)")
    }

    /// The items a finding is about, else its constraints, else its kind.
    private func title(of finding: Finding) -> String {
        if !finding.items.isEmpty { return finding.items.joined(separator: ", ") }
        if !finding.constraints.isEmpty { return finding.constraints.joined(separator: ", ") }
        return finding.kind.rawValue
    }

    private func escapedList(_ names: [String]) -> String {
        names.map(MarkdownText.escaped).joined(separator: ", ")
    }

    private func heading(_ depth: Int, _ text: String) -> String {
        String(repeating: "#", count: headingLevel + depth) + " " + text
    }
}
