import Foundation

/// The spec files named on a command line: files as given, folders searched recursively for
/// `*.yaml` and `*.yml`.
public enum SpecFiles {
    public static let extensions: Set<String> = ["yaml", "yml"]

    /// Files in the order given, each folder's files sorted by path, so runs are deterministic.
    /// Every path that does not exist is an `unreadableFile` error.
    public static func collect(_ paths: [String]) -> Result<[String], DiagnosticsError> {
        var files: [String] = []
        var errors: [Diagnostic] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                errors.append(.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1),
                                     "no such file or folder: expected a spec file or a folder of them"))
                continue
            }
            files += isFolder.boolValue ? specs(inFolder: path) : [path]
        }
        return errors.isEmpty ? .success(files) : .failure(DiagnosticsError(errors))
    }

    private static func specs(inFolder folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        let relativePaths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return relativePaths
            .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .sorted()
            .map { base.appendingPathComponent($0).path }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            }
    }
}
