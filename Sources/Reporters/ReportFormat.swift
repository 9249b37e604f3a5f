/// `check --format`: each format with its reporter.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, markdown, sarif, junit, github

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .markdown: MarkdownReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        }
    }
}
