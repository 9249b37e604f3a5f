import Foundation

/// Paths as a user reads them in reports and baselines: relative, so that they name the same file
/// in every checkout of a repository.
public enum RelativePath {
    /// `path` (relative to the working folder, or absolute) seen from `folder` (the same), climbing
    /// out with `..` where needed.
    public static func of(_ path: String, from folder: String) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.pathComponents
        let shared = zip(file, base).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: base.count - shared) + file[shared...]
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// The absolute, standardized path: one spelling per file (`./a`, `a` and `/repo/a` alike), to
    /// compare paths by.
    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `relative` (as found inside `folder`) joined to `folder` as the user wrote it, so a folder
    /// given as `specs` yields `specs/a.yaml`, not an absolute path, and the working folder `.`
    /// yields `a.yaml`, as a storyboard's view controller names it.
    public static func joining(_ folder: String, _ relative: String) -> String {
        if folder == "." || folder == "./" { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
