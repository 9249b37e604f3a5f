/// Every reporter that writes a folder of files.
public enum FolderReporters {
    public static let all: [any FolderReporter] = [HTMLReporter(), MarkdownFolderReporter()]

    public static func named(_ name: String) -> (any FolderReporter)? {
        all.first { $0.name == name }
    }
}
