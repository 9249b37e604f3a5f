public enum FolderReporters {
    public static let all: [any FolderReporter] = [MarkdownFolderReporter()]
}
