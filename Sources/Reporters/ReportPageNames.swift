/// The file names of a folder report's per-spec pages, for HTML and Markdown alike: the spec
/// file's stem, reduced to `A-Z a-z 0-9 . _ -` (`spec` when nothing is left or it would start with
/// a dot), made distinct with `-2`, `-3`… in spec order, ignoring case (so no two pages collide on
/// a case-insensitive disk), and never `index`.
enum ReportPageNames {
    static func names(for specPaths: [String], extension fileExtension: String) -> [String] {
        var taken: Set<String> = ["index"]
        return specPaths.map { path in
            let base = stem(of: path)
            var name = base
            var suffix = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            taken.insert(name.lowercased())
            return "\(name).\(fileExtension)"
        }
    }

    private static func stem(of path: String) -> String {
        // `Main.storyboard#Compose`, one screen of a storyboard: `Main-Compose`.
        let screen = path.lastIndex(of: "#").map { String(path[path.index(after: $0)...]) }
        let file = path.lastIndex(of: "#").map { String(path[..<$0]) } ?? path
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let fileStem = fileName.contains(".")
            ? fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".") : fileName
        let stem = fileStem + (screen.map { "-" + $0 } ?? "")
        let safe = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        return safe.isEmpty || safe.hasPrefix(".") ? "spec" + safe : safe
    }
}
