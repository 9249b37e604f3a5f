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
        if !run.skipped.isEmpty {
            lines += ["", "## Not analysed", ""] + run.skipped.map { "- " + MarkdownText.escaped(NotAnalysed.line($0)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
