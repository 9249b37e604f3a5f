import LayoutAnalysis

/// A Markdown report as a folder: `index.md` over all specs, and one file per spec.
public struct MarkdownFolderReporter: FolderReporter {
    /// How many of the states with the most findings the index lists.
    public var worstStatesListed = 10

    public init() {}

    public func files(for document: ReportDocument) -> [ReportFile] {
        let fileNames = ReportPageNames.names(for: document.specs.map(\.path), extension: "md")
        let index = ReportFile(path: "index.md", contents: self.index(document, fileNames: fileNames))
        let specs = zip(document.specs, fileNames).map { spec, fileName in
            let lines = MarkdownSpecSection(result: spec, headingLevel: 1).lines() + ["", "[All specs](index.md)"]
            return ReportFile(path: fileName, contents: lines.joined(separator: "\n") + "\n")
        }
        return [index] + specs
    }

    private func index(_ document: ReportDocument, fileNames: [String]) -> String {
        let header = ["spec", "coverage"] + MarkdownTable.countHeader
        var rows = zip(document.specs, fileNames).map { spec, fileName in
            ["[\(MarkdownText.escaped(spec.name))](\(fileName))", coverage([spec])] + MarkdownTable.countCells([spec])
        }
        if document.specs.count > 1 { rows.append(["all specs", coverage(document.specs)] + MarkdownTable.countCells(document.specs)) }
        var lines = ["# kbcov report", "", MarkdownReportHeader.line(for: document), ""]
        lines += MarkdownTable.lines(header: header, leftAligned: 1, rows: rows)
        lines += NotAnalysed.markdownLines(document)
        lines += worstStates(document, fileNames: fileNames)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The share of reachable states that are clean, rounded down so only a clean spec shows 100%.
    private func coverage(_ results: [SpecReport]) -> String {
        let summary = ReportSummary.total(results.map(\.summary))
        let (reachable, clean) = (summary.reachable, summary.clean)
        return reachable == 0 ? "–" : "\(clean * 100 / reachable)%"
    }

    /// States with findings, most findings first, then in report order.
    private func worstStates(_ document: ReportDocument, fileNames: [String]) -> [String] {
        let failing = zip(document.specs, fileNames).flatMap { spec, fileName in
            spec.states.filter { !$0.findings.isEmpty }.map { (state: $0, spec: spec.name, fileName: fileName) }
        }
        guard !failing.isEmpty else { return [] }
        let ranked = failing.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.state.findings.count, rhs.element.state.findings.count)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
        var lines = ["", "## Worst states", ""]
        for (rank, entry) in ranked.prefix(worstStatesListed).enumerated() {
            let kinds = Set(entry.state.findings.map(\.kind)).sorted().map(\.rawValue).joined(separator: ", ")
            lines.append("\(rank + 1). \(MarkdownText.code(entry.state.id)) in [\(MarkdownText.escaped(entry.spec))](\(entry.fileName)): "
                         + "\(counted(entry.state.findings.count, "finding")) (\(kinds))")
        }
        if ranked.count > worstStatesListed { lines += ["", "… and \(counted(ranked.count - worstStatesListed, "more state")) with findings."] }
        return lines
    }
}
