import Foundation

/// The spec files named on a command line: files as given, folders searched for YAML.
public enum SpecFiles {
    public static func collect(_ paths: [String]) -> Result<[String], DiagnosticsError> {
        var files: [String] = []
        var errors: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                errors.append(.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1), "no such file or folder"))
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            files += found
        }
        return errors.isEmpty ? .success(files) : .failure(DiagnosticsError(errors))
    }
}
