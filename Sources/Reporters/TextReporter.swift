import LayoutAnalysis
import LayoutSpec

/// A terminal summary: per spec, the keyboard's findings grouped by kind, then by the items and
/// constraints involved, with the states where they occur and the first state's witness numbers;
/// then the layout's, once per environment; then the inputs not analysed, each with why.
public struct TextReporter: Renderer {
    /// How many state ids a group lists before it counts the rest.
    public var statesListed = 6

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        var lines: [String] = []
        for spec in document.specs {
            lines += render(spec)
            lines.append("")
        }
        for input in document.skipped {
            lines += ["\(input.path): \(input.name)", "  " + NotAnalysed.reason(input)] + input.warnings.map { "  \($0)" } + [""]
        }
        lines.append("kbcov \(document.context.toolVersion): \(document.causeSummary)" + NotAnalysed.summarySuffix(document))
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ result: SpecReport) -> [String] {
        let summary = result.summary
        var lines = [
            "\(result.path): \(result.name)",
            "  \(summary.states) states, \(summary.reachable) reachable, \(summary.clean) clean",
        ]
        for warning in result.warnings { lines.append("  \(warning)") }
        for finding in result.specFindings {
            lines.append("  \(finding.kind.rawValue): \(header(finding)): \(finding.message)")
        }
        for cause in FindingCause.allCases {
            var section: [String] = []
            for kind in FindingKind.allCases {
                let groups = result.findingGroups(of: kind, cause)
                guard !groups.isEmpty else { continue }
                section.append("  \(kind.rawValue): \(counted(groups.reduce(0) { $0 + $1.places.count }, groups[0].placeNoun))")
                for group in groups { section += render(group).map { "    " + $0 } }
            }
            if cause == .layout, !section.isEmpty { lines.append("  \(FindingCause.layoutHeading):") }
            lines += section
        }
        let thresholds = TextSizeThreshold.of(result.states)
        if !thresholds.isEmpty { lines += ["  \(TextSizeThreshold.heading):"] + thresholds.map { "    " + $0.sentence } }
        return lines
    }

    private func render(_ group: FindingGroup) -> [String] {
        let finding = group.first
        var lines = ["\(header(finding)) in \(counted(group.places.count, group.placeNoun)):"]
        for id in group.places.prefix(statesListed) { lines.append("  \(id)") }
        if group.places.count > statesListed { lines.append("  … and \(group.places.count - statesListed) more") }
        lines.append("  e.g. \(group.places[0]): \(finding.message)")
        if let content = finding.contentSizesSummary { lines.append("    \(content)") }
        if let witness = finding.witness {
            lines.append("    " + witness.keyboardSummary())
            for (item, frame) in witness.frames.sorted(by: { $0.key < $1.key }) where finding.items.contains(item) {
                lines.append("    \(item) \(frame.reportText)" + (witness.alternativeFrames[item].map { " or \($0.reportText)" } ?? ""))
            }
        }
        return lines
    }

    /// `file:line:column: items [constraints]`.
    private func header(_ finding: Finding) -> String {
        var header = finding.items.isEmpty ? "" : finding.items.joined(separator: ", ")
        if !finding.constraints.isEmpty { header += (header.isEmpty ? "" : " ") + "[\(finding.constraints.joined(separator: ", "))]" }
        guard let location = finding.location else { return header }
        return header.isEmpty ? "\(location)" : "\(location): " + header
    }
}
