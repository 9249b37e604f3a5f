import LayoutAnalysis
import Repairs

/// `kbcov fix --format markdown`: a pull-request comment. Each edit is a GitHub `suggestion`
/// block that replaces the lines it names, so a reviewer commits the repair with one click.
public struct FixMarkdownReporter: FixReporter {

    public init() {}

    public func render(_ report: FixReport, context: ReportContext) -> String {
        let repaired = report.answers.filter { $0.repair != nil }.count
        var lines = ["## kbcov fix — \(MarkdownText.code(report.specPath))", ""]
        if report.answers.isEmpty {
            lines.append("No findings to repair over \(counted(report.stateCount, "state")).")
        } else {
            lines.append("**\(repaired) of \(counted(report.answers.count, "problem")) repaired.** Each repair is proven by analysing the changed spec with the same engine over the same \(counted(report.stateCount, "state")).")
        }
        for answer in report.answers {
            lines += ["", "### \(MarkdownText.escaped(answer.problem.title))", "", MarkdownText.escaped(answer.problem.message), ""]
            if let repair = answer.repair {
                lines.append("**Repair:** \(MarkdownText.escaped(repair.change.summary)).")
                lines += describe(repair)
            } else {
                lines.append("**No repair** among the \(counted(answer.candidatesTried, "candidate")) tried removes every one of these findings without adding one.")
                if let partial = answer.bestPartial {
                    lines += ["", "**Best partial repair:** \(MarkdownText.escaped(partial.change.summary))."]
                    lines += describe(partial)
                    lines += folded("It leaves", partial.proof.left)
                    lines += folded("It adds", partial.proof.added, content: partial.proof.addedContent)
                }
            }
            lines += folded("Findings", answer.problem.findings)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ repair: Repair) -> [String] {
        var lines = ["", "Proof: \(MarkdownText.escaped(repair.proof.summary))."]
        for edit in repair.specEdits + repair.sourceEdits {
            let span = edit.endLine == edit.startLine ? "line \(edit.startLine)" : "lines \(edit.startLine)–\(edit.endLine)"
            let content = edit.after
            let longestRun = (edit.after + edit.before).flatMap { $0.split(whereSeparator: { $0 != "`" }).map(\.count) }.max() ?? 0
            let fence = String(repeating: "`", count: max(3, longestRun + 1))
            lines += ["", "\(MarkdownText.code(edit.file)) \(span)\(content.isEmpty ? " (deleted)" : ""):", "", fence + "suggestion"]
            lines += content
            lines.append(fence)
        }
        return lines
    }

    /// `content`: where a group's first finding rests on content sizes, a line under it says which.
    private func folded(_ title: String, _ list: [FindingFingerprint], content: [FindingFingerprint: String] = [:]) -> [String] {
        guard !list.isEmpty else { return [] }
        var lines = ["", "<details><summary>\(title): \(counted(list.count, "finding"))</summary>", ""]
        lines += FingerprintGroup.groups(list).flatMap { group in
            let sizes = group.contentSizes(in: content).map { ["  - e.g. \(MarkdownText.code($0.state)): \(MarkdownText.escaped($0.sizes))"] } ?? []
            return ["- \(MarkdownText.escaped(group.subject)) — \(counted(group.states.count, "state")): "
                + group.states.map(MarkdownText.code).joined(separator: ", ")] + sizes
        }
        return lines + ["", "</details>"]
    }
}
