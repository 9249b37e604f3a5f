import Repairs

/// What `kbcov fix` renders: its report, and what the report says about itself.
public struct FixDocument: Sendable {
    public var report: FixReport
    public var context: ReportContext

    public init(report: FixReport, context: ReportContext) {
        self.report = report
        self.context = context
    }
}

/// Renders a `kbcov fix` report in one format. Reads the report only.
public protocol FixReporter: Renderer where Document == FixDocument {
    func render(_ report: FixReport, context: ReportContext) -> String
}

extension FixReporter {
    public func render(_ document: FixDocument) -> String { render(document.report, context: document.context) }
}

/// `kbcov fix --format`: each format with its renderer.
public enum FixFormat: String, DocumentFormat {
    case text, json, markdown, sarif

    public var renderer: any Renderer<FixDocument> {
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
