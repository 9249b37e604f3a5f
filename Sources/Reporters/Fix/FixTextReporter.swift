import LayoutAnalysis
import Repairs

/// `kbcov fix` for the terminal: per problem, the repair with its spec lines before (`-`) and
/// after (`+`) and what the engine proved; or why there is none and the best partial repair.
public struct FixTextReporter: FixReporter {

    public init() {}

    public func render(_ report: FixReport, context: ReportContext) -> String {
        var lines = ["kbcov fix \(report.specPath): \(headline(report))"]
        for answer in report.answers {
            lines.append("")
            lines.append("\(answer.problem.title) — \(counted(answer.problem.findings.count, "finding"))")
            lines.append("  \(answer.problem.message)")
            if let repair = answer.repair {
                lines.append("  repair: \(repair.change.summary)")
                lines += describe(repair)
            } else {
                lines.append("  no repair: none of the \(counted(answer.candidatesTried, "candidate")) tried removes every one of these findings without adding one")
                if let partial = answer.bestPartial {
                    lines.append("  best partial repair: \(partial.change.summary)")
                    lines += describe(partial)
                    lines += fingerprints("it leaves \(counted(partial.proof.left.count, "finding"))", partial.proof.left)
                    lines += fingerprints("it adds \(counted(partial.proof.added.count, "finding"))", partial.proof.added, content: partial.proof.addedContent)
                } else {
                    lines.append("  no candidate removes the finding of the first state it changes, so none is a partial repair")
                }
            }
            lines += fingerprints("found in", answer.problem.findings)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func headline(_ report: FixReport) -> String {
        let repaired = report.answers.filter { $0.repair != nil }.count
        guard !report.answers.isEmpty else { return "no findings to repair over \(counted(report.stateCount, "state"))" }
        return "\(repaired) of \(counted(report.answers.count, "problem")) repaired, each repair proven over \(counted(report.stateCount, "state")) (\(report.statesReanalysed) analysed again over the search)"
    }

    private func describe(_ repair: Repair) -> [String] {
        var lines = ["  proof: \(repair.proof.summary)"]
        for edit in repair.specEdits + repair.sourceEdits {
            lines.append("  \(edit.file):\(edit.startLine)\(edit.endLine == edit.startLine ? "" : "-\(edit.endLine)")")
            lines += edit.before.map { "    - \($0)" } + edit.after.map { "    + \($0)" }
        }
        return lines
    }

    /// One line per group of identical findings, naming its first states: a partial repair of a
    /// large screen adds findings in hundreds of states, which `--format json` lists in full.
    /// `content`: where a group's first finding rests on content sizes, a line says which, as in `check`.
    private func fingerprints(_ title: String, _ list: [FindingFingerprint], content: [FindingFingerprint: String] = [:]) -> [String] {
        guard !list.isEmpty else { return [] }
        return ["  \(title):"] + FingerprintGroup.groups(list).flatMap { group in
            let shown = group.states.prefix(Self.statesShown).joined(separator: ", ")
            let more = group.states.count > Self.statesShown ? ", and \(group.states.count - Self.statesShown) more" : ""
            let sizes = group.contentSizes(in: content).map { ["      e.g. \($0.state): \($0.sizes)"] } ?? []
            return ["    \(group.subject) — \(counted(group.states.count, "state")): \(shown)\(more)"] + sizes
        }
    }

    static let statesShown = 3
}
