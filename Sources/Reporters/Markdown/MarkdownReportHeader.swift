import LayoutAnalysis

/// The line under a Markdown report's title: tool version, date, totals.
enum MarkdownReportHeader {
    static func line(for document: ReportDocument) -> String {
        let parts = ["kbcov " + document.context.toolVersion] + (document.context.date.map { [$0] } ?? [])
            + [counted(document.specs.count, "spec"), counted(document.specs.reduce(0) { $0 + $1.summary.states }, "state"), document.causeSummary]
            + (NotAnalysed.count(document).map { [$0] } ?? [])
        return MarkdownText.escaped(parts.joined(separator: " · "))
    }
}
