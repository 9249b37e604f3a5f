/// The `kbcov-report/1` JSON report (Documentation/schemas/kbcov-report-1.schema.json, a contract).
public struct JSONReporter: Renderer {
    public init() {}

    public func render(_ document: ReportDocument) -> String { document.json() }
}
