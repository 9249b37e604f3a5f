import LayoutAnalysis

/// One file of a multi-file report, at a path relative to the report's folder.
public struct ReportFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Renders a run's results as a folder of files (pages that link to each other).
/// Reporters read results only.
public protocol FolderReporter: Sendable {
    /// The format name.
    var name: String { get }
    /// The files of the report, in a stable order; paths are relative and distinct.
    func files(for run: CoverageRun, context: ReportContext) -> [ReportFile]
}
