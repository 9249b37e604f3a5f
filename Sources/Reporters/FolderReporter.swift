import LayoutAnalysis

/// One file of a report written as a folder; `path` is relative to that folder.
public struct ReportFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Renders a run's results as several files. Reporters read results only.
public protocol FolderReporter: Sendable {
    /// The format name.
    var name: String { get }
    func files(for run: CoverageRun, context: ReportContext) -> [ReportFile]
}
