import Repairs

/// Renders a `kbcov fix` report in one format. Reads the report only.
public protocol FixReporter: Sendable {
    func render(_ report: FixReport, context: ReportContext) -> String
}

/// `kbcov fix --format`: each format with its reporter.
public enum FixFormat: String, CaseIterable, Sendable {
    case text, json, markdown, sarif

    public var reporter: any FixReporter {
        switch self {
        case .text: FixTextReporter()
        case .json: FixJSONReporter()
        case .markdown: FixMarkdownReporter()
        case .sarif: FixSARIFReporter()
        }
    }
}

extension FixProblem {
    /// `squeezed editView [editViewToKeyboardLeading, editViewToDockedKeyboardTrailing]`.
    var title: String {
        ([kind.rawValue] + items + (constraints.isEmpty ? [] : ["[\(constraints.joined(separator: ", "))]"])).joined(separator: " ")
    }
}

extension RepairProof {
    /// One sentence on what the engine proved.
    var summary: String {
        let method = isExact ? "exact (the same engine and rules as kbcov check)" : "incomplete (the solver gave up on some state)"
        var parts = ["removes \(counted(removed.count, "finding"))"]
        if !left.isEmpty { parts.append("leaves \(left.count)") }
        parts.append(added.isEmpty ? "adds none" : "adds \(counted(added.count, "new finding"))")
        if !alsoRemoved.isEmpty { parts.append("also removes \(counted(alsoRemoved.count, "other finding"))") }
        return parts.joined(separator: ", ")
            + "; \(counted(reanalysed.count, "state")) re-analysed, \(unchanged) unchanged (same active constraints); \(method)"
    }
}
