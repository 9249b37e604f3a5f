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

/// Renders a report as a folder of files (pages that link to each other).
/// Reporters read the report document only.
public protocol FolderReporter: Sendable {
    /// The files of the report, in a stable order; paths are relative and distinct.
    func files(for document: ReportDocument) -> [ReportFile]
}

extension FolderReporter {
    public func files(for run: CoverageRun, context: ReportContext) -> [ReportFile] {
        files(for: ReportDocument(run: run, context: context))
    }
}

/// Every reporter that writes a folder of files: `kbcov report`'s pages.
public enum FolderReporters {
    public static let all: [any FolderReporter] = [HTMLReporter(), MarkdownFolderReporter()]
}
