import LayoutAnalysis
import LayoutSpec

/// GitHub Actions annotations: one workflow command per group of identical findings and per dead
/// tracked group, on the spec line that causes it; `error` for conflicts and unknowns, `notice` for
/// the layout's findings (they hold with the keyboard hidden). An input not analysed is a
/// `warning` at the type it is about.
public struct GitHubReporter: Reporter {
    /// How many state ids an annotation names before it ends with `…`.
    public var statesListed = 3

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        var lines: [String] = []
        for spec in document.specs {
            lines += spec.dead.map { annotation(for: $0, in: spec) }
            lines += FindingGroup.groups(in: spec).map { annotation(for: $0, in: spec) }
        }
        lines += document.skipped.map(annotation)
        lines.append("kbcov \(document.context.toolVersion): \(document.causeSummary)" + NotAnalysed.summarySuffix(document))
        return lines.joined(separator: "\n") + "\n"
    }

    private func annotation(for group: FindingGroup, in spec: SpecReport) -> String {
        let finding = group.first
        let listed = group.places.prefix(statesListed).joined(separator: ", ") + (group.places.count > statesListed ? ", …" : "")
        let title = finding.items.isEmpty ? group.kind.rawValue : "\(group.kind.rawValue): \(finding.items.joined(separator: ", "))"
        let cause = group.cause == .layout ? " without the keyboard too" : ""
        return command(
            level: group.cause == .layout ? FindingCause.layoutLevel : group.kind.level, path: spec.path, location: finding.location,
            title: title, message: "\(finding.message) (in \(counted(group.places.count, group.placeNoun))\(cause): \(listed))")
    }

    private func annotation(for group: DeadReport, in spec: SpecReport) -> String {
        command(
            level: FindingKind.dead.level, path: spec.path, location: group.location,
            title: "dead: tracked group \(group.condition)",
            message: "[\(group.constraints.joined(separator: ", "))] \(group.reason)")
    }

    private func annotation(for input: SkippedInput) -> String {
        command(
            level: NotAnalysed.level, path: input.path, location: input.location,
            title: "not analysed: \(input.reason.phrase)", message: "\(input.name): \(input.message)")
    }

    private func command(level: String, path: String, location: SourceLocation?, title: String, message: String) -> String {
        // A storyboard screen's finding may be on a line of its view controller's Swift file.
        var properties = [("file", location?.file ?? path)]
        if let location { properties += [("line", String(location.line)), ("col", String(location.column))] }
        properties.append(("title", title))
        return GitHubCommandText.command(level, properties: properties, message: message)
    }
}
