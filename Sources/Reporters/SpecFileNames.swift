/// File names for per-spec report files: the spec file's stem, restricted to letters, digits,
/// `-`, `_` and `.`, made unique with `-2`, `-3`… in report order (ignoring case, for file
/// systems that do).
enum SpecFileNames {
    static func names(for specPaths: [String], extension fileExtension: String, reserving reserved: Set<String>) -> [String] {
        var taken = Set(reserved.map { $0.lowercased() })
        return specPaths.map { path in
            let base = stem(of: path)
            var name = "\(base).\(fileExtension)"
            var suffix = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(suffix).\(fileExtension)"
                suffix += 1
            }
            taken.insert(name.lowercased())
            return name
        }
    }

    private static func stem(of path: String) -> String {
        // `Main.storyboard#Compose`, one screen of a storyboard: `Main-Compose`.
        let screen = path.lastIndex(of: "#").map { String(path[path.index(after: $0)...]) }
        let file = path.lastIndex(of: "#").map { String(path[..<$0]) } ?? path
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let withoutExtension = fileName.lastIndex(of: ".").map { fileName[..<$0] }.flatMap { $0.isEmpty ? nil : String($0) } ?? fileName
        let safe = String((withoutExtension + (screen.map { "-" + $0 } ?? "")).map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
        return safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "spec" : safe
    }
}
