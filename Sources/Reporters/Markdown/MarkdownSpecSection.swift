import LayoutAnalysis

/// One spec's part of a Markdown report: a summary table, the warnings, then the findings by kind:
/// those about the whole spec, then the states' grouped by the items and constraints they name.
struct MarkdownSpecSection {
    var result: SpecReport
    /// The spec heading's level; the kinds' headings are one deeper, the groups' two.
    var headingLevel: Int
    /// Groups in more states than this fold their state list in `<details>`.
    var statesListedInline = 5

    func lines() -> [String] {
        var lines = [heading(0, MarkdownText.escaped(result.name)), "", "Spec: " + MarkdownText.escaped(result.path), ""]
        lines += MarkdownTable.lines(header: MarkdownTable.countHeader, leftAligned: 0, rows: [MarkdownTable.countCells([result])])
        if !result.warnings.isEmpty {
            lines += ["", "Warnings:", ""] + result.warnings.map { "- " + MarkdownText.escaped($0.description) }
        }
        for cause in FindingCause.allCases {
            var section: [String] = []
            for kind in FindingKind.allCases {
                let specFindings = cause == .keyboard ? result.specFindings.filter { $0.kind == kind } : []
                let groups = result.findingGroups(of: kind, cause)
                guard !specFindings.isEmpty || !groups.isEmpty else { continue }
                let count = specFindings.count + groups.reduce(0) { $0 + $1.places.count }
                section += ["", heading(1, "\(kind.rawValue): \(counted(count, cause == .layout ? "environment" : "finding"))")]
                if !specFindings.isEmpty { section += [""] + specFindings.map(specLine) }
                for group in groups { section += [""] + self.lines(for: group) }
            }
            if cause == .layout, !section.isEmpty { lines += ["", heading(1, MarkdownText.escaped(FindingCause.layoutHeading.capitalizedFirst))] }
            lines += section
        }
        let thresholds = TextSizeThreshold.of(result.states)
        if !thresholds.isEmpty {
            lines += ["", heading(1, MarkdownText.escaped(TextSizeThreshold.heading.capitalizedFirst)), ""] + thresholds.map { "- " + MarkdownText.escaped($0.sentence) }
        }
        return lines
    }

    private func lines(for group: FindingGroup) -> [String] {
        let finding = group.first
        var lines = [heading(2, MarkdownText.escaped(title(of: finding)) + " — " + counted(group.places.count, group.placeNoun)), ""]
        if !finding.constraints.isEmpty { lines.append("- Constraints: " + escapedList(finding.constraints)) }
        if let location = finding.location { lines.append("- Spec: " + MarkdownText.escaped(location.description)) }
        lines.append("- In " + MarkdownText.code(group.places[0]) + ": " + MarkdownText.escaped(finding.message))
        if let witness = finding.witnessSummary(name: MarkdownText.escaped, rect: { MarkdownText.code($0.reportText) }) {
            lines.append("- Witness: " + witness)
        }
        if let content = finding.contentSizesSummary { lines.append("- Note: " + MarkdownText.escaped(content)) }
        let codes = group.places.map(MarkdownText.code)
        if codes.count <= statesListedInline {
            lines.append("- \(group.placeNoun.capitalizedFirst)s: " + codes.joined(separator: ", "))
        } else {
            lines += ["", "<details><summary>\(counted(codes.count, group.placeNoun))</summary>", ""] + codes.map { "- " + $0 } + ["", "</details>"]
        }
        return lines
    }

    /// A finding about the whole spec: `- title at file:line:column: message`.
    private func specLine(_ finding: Finding) -> String {
        "- " + MarkdownText.escaped(title(of: finding) + (finding.location.map { " at \($0)" } ?? "") + ": " + finding.message)
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
