import LayoutAnalysis

/// GitHub-flavoured Markdown tables; cells must already be escaped.
enum MarkdownTable {
    /// The header's first `leftAligned` columns are text, the others numbers (right-aligned).
    static func lines(header: [String], leftAligned: Int, rows: [[String]]) -> [String] {
        let rule = header.indices.map { $0 < leftAligned ? "---" : "---:" }
        return ([header, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
    }

    /// The column names of `countCells(_:)`.
    static let countHeader = ["states", "reachable", "clean"] + FindingKind.allCases.map(\.rawValue)

    /// States, reachable states, clean states and findings of each kind.
    static func countCells(_ results: [SpecReport]) -> [String] {
        let summary = ReportSummary.total(results.map(\.summary))
        let counts = [summary.states, summary.reachable, summary.clean] + FindingKind.allCases.map(summary.count)
        return counts.map(String.init)
    }
}
