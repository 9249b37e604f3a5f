import Foundation

/// The spec files named on a command line: files as given, folders searched recursively for
/// `*.yaml` and `*.yml` specs, for storyboards and XIBs, and for `*.swift` view code.
///
/// An app's folder holds other YAML too — CI workflows, a linter's or a build tool's settings —:
/// a YAML file found in a folder is a spec only with a top-level key no other file has
/// (`specOnlyKeys`: `kbcov:`, which every spec has, `views:`, …); named explicitly, any is read.
public enum SpecFiles {
    public static let extensions: Set<String> = ["yaml", "yml"]
    public static let swiftExtension = "swift"
    /// Interface Builder documents; `Main.storyboard#Scene` names one screen of one.
    public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]
    /// `Foo.kbcov.yaml` holds the settings of `Foo.swift`: not a spec of its own.
    public static let sidecarSuffixes = [".kbcov.yaml", ".kbcov.yml"]

    /// Folders that hold build products, dependencies or tests rather than a user's app code:
    /// Swift files under them are never picked up from a folder search (named explicitly, they are).
    static let foldersWithoutAppCode: Set<String> = [
        "build", "DerivedData", "Pods", "Carthage", "Checkouts", "SourcePackages", "node_modules", "vendor",
    ]

    /// Files in the order given, each folder's files sorted by path, so runs are deterministic.
    /// Every path that does not exist is an `unreadableFile` error. A Swift file found in a folder
    /// is kept only when `isViewCode` accepts it; one named explicitly is always kept.
    public static func collect(_ paths: [String], isViewCode: (String) -> Bool = { _ in false }) -> Result<[String], DiagnosticsError> {
        var files: [String] = []
        var errors: [Diagnostic] = []
        for path in paths {
            var isFolder: ObjCBool = false
            if let scene = path.firstIndex(of: "#"), isInterfaceBuilderFile(String(path[..<scene])),
               FileManager.default.fileExists(atPath: String(path[..<scene])) {
                files.append(path)
                continue
            }
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                errors.append(.error(.unreadableFile, at: SourceLocation(file: path, line: 1, column: 1),
                                     "no such file or folder: expected a spec file, a Swift file, a storyboard or XIB, or a folder of them"))
                continue
            }
            files += isFolder.boolValue ? specs(inFolder: path, isViewCode: isViewCode) : [path]
        }
        return errors.isEmpty ? .success(files) : .failure(DiagnosticsError(errors))
    }

    public static func isSwiftFile(_ path: String) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() == swiftExtension
    }

    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let file = path.firstIndex(of: "#").map { String(path[..<$0]) } ?? path
        return interfaceBuilderExtensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    }

    private static func specs(inFolder folder: String, isViewCode: (String) -> Bool) -> [String] {
        let relativePaths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return relativePaths
            .filter(isCandidate)
            .sorted()
            .map { RelativePath.joining(folder, $0) }
            .filter { path in
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return false }
                return isSwiftFile(path) ? isViewCode(path) : !isYAML(path) || hasSpecKey(path)
            }
    }

    /// The top-level keys of a spec that YAML files of other tools do not have (`name:` and
    /// `environments:` they do).
    static let specOnlyKeys = Set(SpecReader.topLevelKeys).subtracting(["name", "environments", "deploymentTarget"])

    private static func isYAML(_ path: String) -> Bool {
        extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Whether a line of the file starts with one of `specOnlyKeys`; an unreadable file is kept,
    /// so that reading it reports why.
    private static func hasSpecKey(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
        return text.split(whereSeparator: \.isNewline).contains { line in
            let key = line.prefix { $0 != ":" }.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return key.count < line.count && specOnlyKeys.contains(key)
        }
    }

    private static func isCandidate(_ relativePath: String) -> Bool {
        let lowercased = relativePath.lowercased()
        if extensions.contains(URL(fileURLWithPath: relativePath).pathExtension.lowercased()) {
            return !sidecarSuffixes.contains { lowercased.hasSuffix($0) }
        }
        guard isSwiftFile(relativePath) || isInterfaceBuilderFile(relativePath) else { return false }
        return isInAppCode(relativePath)
    }

    /// Whether a path found in a folder search lies in app code: under no hidden, build,
    /// dependency or test folder.
    public static func isInAppCode(_ relativePath: String) -> Bool {
        !relativePath.split(separator: "/").dropLast().contains { folder in
            folder.hasPrefix(".") || foldersWithoutAppCode.contains(String(folder)) || folder.hasSuffix("Tests")
        }
    }
}
