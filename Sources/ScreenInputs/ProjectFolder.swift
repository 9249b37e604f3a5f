import Foundation

/// The folder whose Swift files make the context of a named file or folder: the nearest folder
/// at or above it that holds an Xcode project or workspace (an app's types, helpers and base
/// classes live anywhere in it), never above the root of its repository; without one, the named
/// folder itself, or a named file's folder.
enum ProjectFolder {
    static let projectExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    static func of(_ path: String) -> String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let start = URL(fileURLWithPath: path).standardizedFileURL
        let own = exists && isFolder.boolValue ? start : start.deletingLastPathComponent()
        let project = nearest(from: own) { names in names.contains { projectExtensions.contains(URL(fileURLWithPath: $0).pathExtension) } }
        return relative(project ?? own, like: path)
    }

    /// The nearest folder at or above `folder` whose entries' names `holds`, never above the root
    /// of its repository (the folder with `.git`); `nil` when there is none.
    static func nearest(from folder: URL, where holds: ([String]) -> Bool) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if holds(names) { return folder }
            let parent = folder.deletingLastPathComponent()
            if names.contains(".git") || parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The folder written as the user wrote the path: relative when it was, so that reported
    /// locations keep the user's spelling.
    static func relative(_ folder: URL, like path: String) -> String {
        guard !path.hasPrefix("/") else { return folder.path }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if folder.path == here { return "." }
        if folder.path.hasPrefix(here + "/") { return String(folder.path.dropFirst(here.count + 1)) }
        return folder.path
    }
}
