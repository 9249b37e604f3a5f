import LayoutAnalysis

/// One Markdown document for a pull-request comment: per spec a summary table, then the findings
/// by kind and by the items and constraints they name, with states, witness and spec location.
public struct MarkdownReporter: Renderer {

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        var lines = ["# kbcov report", "", MarkdownReportHeader.line(for: document)]
        if document.specs.isEmpty, document.skipped.isEmpty {
            // Only `--changed-since` selects no screen: a run that finds none is an input error.
            lines += ["", "No screen analysed: none of their files changed."]
        }
        for spec in document.specs {
            lines += [""] + MarkdownSpecSection(result: spec, headingLevel: 2).lines()
        }
        lines += NotAnalysed.markdownLines(document)
        return lines.joined(separator: "\n") + "\n"
    }
}
