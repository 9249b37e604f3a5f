import LayoutAnalysis
import LayoutSpec

/// GitHub Actions annotations: one workflow command per group of identical findings and per dead
/// tracked group, on the spec line that causes it; `error` for conflicts and unknowns.
public struct GitHubReporter: Reporter {
    public let name = "github"
    /// How many state ids an annotation names before it ends with `…`.
    public var statesListed = 3

    public init() {}

    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        var lines: [String] = []
        for spec in run.specs {
            lines += spec.dead.map { annotation(for: $0, in: spec.spec) }
            lines += FindingGroup.groups(in: spec).map { annotation(for: $0, in: spec.spec) }
        }
        lines.append("kbcov \(context.toolVersion): \(counted(run.findingCount, "finding"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func annotation(for group: FindingGroup, in spec: LayoutSpec) -> String {
        let finding = group.first
        let listed = group.states.prefix(statesListed).joined(separator: ", ") + (group.states.count > statesListed ? ", …" : "")
        let title = finding.items.isEmpty ? group.kind.rawValue : "\(group.kind.rawValue): \(finding.items.joined(separator: ", "))"
        return command(
            kind: group.kind, specPath: spec.path, location: finding.location, title: title,
            message: "\(finding.message) (in \(counted(group.states.count, "state")): \(listed))")
    }

    private func annotation(for group: DeadGroup, in spec: LayoutSpec) -> String {
        command(
            kind: .dead, specPath: spec.path, location: group.location,
            title: "dead: tracked group \(group.condition)",
            message: "[\(group.constraints.joined(separator: ", "))] \(group.reason)")
    }

    private func command(kind: FindingKind, specPath: String, location: SourceLocation?, title: String, message: String) -> String {
        // A storyboard screen's finding may be on a line of its view controller's Swift file.
        var properties = [("file", location?.file ?? specPath)]
        if let location { properties += [("line", String(location.line)), ("col", String(location.column))] }
        properties.append(("title", title))
        return GitHubCommandText.command(kind.level, properties: properties, message: message)
    }
}
