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
        lines += NotAnalysed.markdownLines(run)
        return lines.joined(separator: "\n") + "\n"
    }
}
