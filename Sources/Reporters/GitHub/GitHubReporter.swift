import LayoutAnalysis
import LayoutSpec

/// GitHub Actions annotations: one workflow command per group of identical findings and per finding
/// about a whole spec, on the spec line that causes it; `error` for conflicts and unknowns, `notice`
/// for the layout's findings (they hold with the keyboard hidden). An input not analysed is a
/// `warning` at the type it is about.
public struct GitHubReporter: Renderer {
    /// How many state ids an annotation names before it ends with `…`.
    public var statesListed = 3

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        var lines: [String] = []
        for spec in document.specs {
            lines += spec.specFindings.map { annotation(for: $0, in: spec) }
            lines += spec.findingGroups.map { annotation(for: $0, in: spec) }
        }
        lines += document.skipped.map(annotation)
        lines.append("kbcov \(document.context.toolVersion): \(document.causeSummary)" + NotAnalysed.summarySuffix(document))
        return lines.joined(separator: "\n") + "\n"
    }

    private func annotation(for group: FindingGroup, in spec: SpecReport) -> String {
        let listed = group.places.prefix(statesListed).joined(separator: ", ") + (group.places.count > statesListed ? ", …" : "")
        let cause = group.cause == .layout ? " without the keyboard too" : ""
        return annotation(
            for: group.first, in: spec, message: "\(group.first.message) (in \(counted(group.places.count, group.placeNoun))\(cause): \(listed))")
    }

    /// A finding about the whole spec names its constraints.
    private func annotation(for finding: Finding, in spec: SpecReport) -> String {
        annotation(for: finding, in: spec, message: "[\(finding.constraints.joined(separator: ", "))] \(finding.message)")
    }

    private func annotation(for finding: Finding, in spec: SpecReport, message: String) -> String {
        let title = finding.items.isEmpty ? finding.kind.rawValue : "\(finding.kind.rawValue): \(finding.items.joined(separator: ", "))"
        return command(level: finding.reportedLevel, path: spec.path, location: finding.location, title: title, message: message)
    }

    private func annotation(for input: SkippedInput) -> String {
        command(
            level: NotAnalysed.level, path: input.path, location: input.location,
            title: input.reason == .partlyAnalysed ? input.reason.phrase : "not analysed: \(input.reason.phrase)", message: "\(input.name): \(input.message)")
    }

    private func command(level: FindingLevel, path: String, location: SourceLocation?, title: String, message: String) -> String {
        // A storyboard screen's finding may be on a line of its view controller's Swift file.
        var properties = [("file", location?.file ?? path)]
        if let location { properties += [("line", String(location.line)), ("col", String(location.column))] }
        properties.append(("title", title))
        return GitHubCommandText.command(level == .note ? "notice" : level.rawValue, properties: properties, message: message)
    }
}
