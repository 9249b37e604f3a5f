import Foundation

/// The image sets of one catalog by name: a `*.imageset` folder is its name; a folder whose
/// `Contents.json` says `"provides-namespace": true` prefixes the names inside it (`Icons/send`).
enum ImageSetIndex {
    static func imageSets(in catalog: String) -> [(String, String)] {
        var sets: [(String, String)] = []
        var pending: [(folder: String, namespace: String)] = [(catalog, "")]
        while let (folder, namespace) = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
                if name.hasSuffix(".imageset") {
                    sets.append((namespace + String(name.dropLast(".imageset".count)), path))
                } else if !name.contains("."), isFolder(path) {
                    pending.append((path, providesNamespace(path) ? "\(namespace)\(name)/" : namespace))
                }
            }
        }
        return sets
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let contents = ContentsJSON.read(folder), let properties = contents["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}

/// A catalog folder's `Contents.json`, as a JSON object.
enum ContentsJSON {
    static func read(_ folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: URL(fileURLWithPath: folder).appendingPathComponent("Contents.json").path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object
    }
}
