import Foundation

/// Finds the asset catalogs of the project a file belongs to. The project is the nearest folder
/// above the file that holds an Xcode project or workspace, a `Package.swift` or a `.git`: every
/// `*.xcassets` under it counts (build and dependency folders aside). Without such a folder, the
/// catalogs under the file's folder and beside each folder above it.
public enum CatalogDiscovery {
    private static let markers = [".xcodeproj", ".xcworkspace"]
    private static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
    private static let largestWalk = 20_000

    public static func catalogs(near paths: [String]) -> [String] {
        var found: Set<String> = []
        var roots: Set<String> = []
        for path in paths {
            var folder = URL(fileURLWithPath: path).standardizedFileURL
            if !isDirectory(folder.path) { folder.deleteLastPathComponent() }
            if let root = projectRoot(from: folder) {
                if roots.insert(root.path).inserted { found.formUnion(walk(root)) }
                continue
            }
            found.formUnion(walk(folder))
            var above = folder
            while above.path != "/" {
                above.deleteLastPathComponent()
                found.formUnion(children(of: above).filter { $0.hasSuffix(".xcassets") })
            }
        }
        return found.sorted()
    }

    private static func projectRoot(from folder: URL) -> URL? {
        var current = folder
        while true {
            let names = children(of: current).map { URL(fileURLWithPath: $0).lastPathComponent }
            if names.contains(where: { name in name == "Package.swift" || name == ".git" || markers.contains { name.hasSuffix($0) } }) {
                return current
            }
            if current.path == "/" { return nil }
            current.deleteLastPathComponent()
        }
    }

    /// The `*.xcassets` folders under `folder`, not looking inside catalogs, hidden, build or
    /// dependency folders, and at most `largestWalk` folders.
    private static func walk(_ folder: URL) -> [String] {
        var catalogs: [String] = []
        var pending = [folder.path]
        var visited = 0
        while let current = pending.popLast(), visited < largestWalk {
            visited += 1
            for child in children(of: URL(fileURLWithPath: current)) where isDirectory(child) {
                let name = URL(fileURLWithPath: child).lastPathComponent
                if name.hasSuffix(".xcassets") {
                    catalogs.append(child)
                } else if !name.hasPrefix("."), !skipped.contains(name), !name.hasSuffix(".build") {
                    pending.append(child)
                }
            }
        }
        return catalogs
    }

    private static func children(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0).path }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
