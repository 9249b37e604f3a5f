import LayoutAnalysis

/// The line under a Markdown report's title: tool version, date, totals.
enum MarkdownReportHeader {
    static func line(for run: CoverageRun, context: ReportContext) -> String {
        let parts = ["kbcov " + context.toolVersion] + (context.date.map { [$0] } ?? [])
            + [counted(run.specs.count, "spec"), counted(run.specs.reduce(0) { $0 + $1.states.count }, "state"), counted(run.findingCount, "finding")]
        let notAnalysed = run.skipped.isEmpty ? [] : ["\(counted(run.skipped.count, "input")) not analysed"]
        return MarkdownText.escaped((parts + notAnalysed).joined(separator: " · "))
    }
}
