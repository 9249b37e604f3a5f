/// `check --format`: each format with its renderer of the `kbcov-report/1` document.
public enum ReportFormat: String, DocumentFormat {
    case text, json, markdown, sarif, junit, github

    public var renderer: any Renderer<ReportDocument> {
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
