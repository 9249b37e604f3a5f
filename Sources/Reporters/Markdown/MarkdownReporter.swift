import LayoutAnalysis

/// One Markdown document for a pull-request comment: per spec a summary table, then the findings
/// by kind and by the items and constraints they name, with states, witness and spec location.
public struct MarkdownReporter: Reporter {
    public let name = "markdown"

    public init() {}

    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        var lines = ["# kbcov report", "", MarkdownReportHeader.line(for: run, context: context)]
        for spec in run.specs {
            lines += [""] + MarkdownSpecSection(result: spec, headingLevel: 2).lines()
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The line under a Markdown report's title: tool version, date, totals.
enum MarkdownReportHeader {
    static func line(for run: CoverageRun, context: ReportContext) -> String {
        let parts = ["kbcov " + context.toolVersion] + (context.date.map { [$0] } ?? [])
            + [counted(run.specs.count, "spec"), counted(run.specs.reduce(0) { $0 + $1.states.count }, "state"), counted(run.findingCount, "finding")]
        return MarkdownText.escaped(parts.joined(separator: " · "))
    }
}
