import LayoutAnalysis

/// What a report says about itself; passed in so the same input always gives the same bytes.
public struct ReportContext: Hashable, Sendable {
    public var toolVersion: String
    /// `YYYY-MM-DD`, or `nil` to print none.
    public var date: String?

    public init(toolVersion: String, date: String? = nil) {
        self.toolVersion = toolVersion
        self.date = date
    }
}

/// Renders a report in one format. Reporters read the report document only, so a saved or merged
/// JSON report renders exactly as the run it came from.
public protocol Reporter: Sendable {
    func render(_ document: ReportDocument) -> String
}

extension Reporter {
    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        render(ReportDocument(run: run, context: context))
    }
}
