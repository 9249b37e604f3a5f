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

/// Renders a run's results in one format. Reporters read results only.
public protocol Reporter: Sendable {
    /// The `--format` name.
    var name: String { get }
    func render(_ run: CoverageRun, context: ReportContext) -> String
}

public enum Reporters {
    public static let all: [any Reporter] = [
        TextReporter(), JSONReporter(), MarkdownReporter(), SARIFReporter(), JUnitReporter(), GitHubReporter(),
    ]

    public static func named(_ name: String) -> (any Reporter)? {
        all.first { $0.name == name }
    }
}
