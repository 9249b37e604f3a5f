import LayoutAnalysis
import LayoutSpec

/// One keyboard state, one finding about a whole spec, or one input not analysed, as a test case.
struct JUnitCase {
    enum Outcome: Equatable {
        case passed
        case skipped(message: String)
        case failed(message: String, type: String, details: String)

        var isFailure: Bool {
            if case .failed = self { true } else { false }
        }

        var isSkipped: Bool {
            if case .skipped = self { true } else { false }
        }
    }

    var classname: String
    var name: String
    var outcome: Outcome

    init(state: StateReport, path: String) {
        classname = path
        name = state.id
        let findings = state.reportedFindings
        if !state.isReachable {
            outcome = .skipped(message: "unreachable")
        } else if findings.isEmpty {
            outcome = .passed
        } else {
            let kinds = Set(findings.map(\.kind)).sorted().map(\.rawValue).joined(separator: ", ")
            outcome = .failed(
                message: findings.count == 1 ? findings[0].message : "\(counted(findings.count, "finding")): \(kinds)",
                type: kinds, details: findings.map(Self.details).joined(separator: "\n\n"))
        }
    }

    /// A finding about the whole spec, named by its kind and constraints.
    init(specFinding finding: Finding, path: String) {
        classname = path
        name = "\(finding.kind.rawValue) [\(finding.constraints.joined(separator: ", "))]"
        outcome = .failed(message: finding.message, type: finding.kind.rawValue, details: Self.details(finding))
    }

    init(skipped input: SkippedInput) {
        classname = input.path
        name = input.name
        outcome = .skipped(message: NotAnalysed.reason(input))
    }

    func lines() -> [String] {
        let start = "<testcase" + XMLText.attributes([("classname", classname), ("name", name)])
        switch outcome {
        case .passed:
            return [start + "/>"]
        case .skipped(let message):
            return [start + ">", "  <skipped" + XMLText.attributes([("message", message)]) + "/>", "</testcase>"]
        case .failed(let message, let type, let details):
            let failure = "  <failure" + XMLText.attributes([("message", message), ("type", type)]) + ">"
                + XMLText.escaped(details, inAttribute: false) + "</failure>"
            return [start + ">", failure, "</testcase>"]
        }
    }

    /// `kind: items [constraints] at file:line:column`, the message, then the witness.
    private static func details(_ finding: Finding) -> String {
        var header = "\(finding.kind.rawValue):" + (finding.items.isEmpty ? "" : " " + finding.items.joined(separator: ", "))
        if !finding.constraints.isEmpty { header += " [\(finding.constraints.joined(separator: ", "))]" }
        if let location = finding.location { header += " at \(location)" }
        return ([header, finding.message] + (finding.witnessSummary().map { [$0] } ?? [])).joined(separator: "\n")
    }
}
