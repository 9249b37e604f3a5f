import LayoutAnalysis

/// One Markdown document for a pull-request comment: per spec a summary table, then the findings
/// by kind and by the items and constraints they name, with states, witness and spec location.
public struct MarkdownReporter: Renderer {

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        var lines = ["# kbcov report", "", MarkdownReportHeader.line(for: document)]
        for spec in document.specs {
            lines += [""] + MarkdownSpecSection(result: spec, headingLevel: 2).lines()
        }
        lines += NotAnalysed.markdownLines(document)
        return lines.joined(separator: "\n") + "\n"
    }
}
