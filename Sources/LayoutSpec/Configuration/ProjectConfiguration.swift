import ExactGeometry
import Foundation
import Yams

/// A project's `.kbcov.yml`: defaults for every command that command-line options override.
/// Paths in it are relative to the file's folder.
public struct ProjectConfiguration: Hashable, Sendable {
    public static let fileName = ".kbcov.yml"
    static let keys = ["specs", "environments", "catalog", "format", "baseline", "rlimit", "timeBudget", "cache", "deploymentTarget", "textSizes"]
    /// A day: a longer budget is a mistake.
    public static let longestTimeBudget: Double = 86_400

    /// Where the file is.
    public var path: String
    /// Spec files or folders.
    public var specs: [String] = []
    public var environments: [String] = []
    /// A catalog file, as `--catalog`.
    public var catalog: String?
    public var format: String?
    public var baseline: String?
    public var rlimit: UInt32?
    /// Wall-clock seconds per spec, as `--time-budget`.
    public var timeBudget: Double?
    /// The result cache's folder, as `--cache-path`; `nil`, the default place.
    public var cache: String?
    /// `cache: false`: no result cache, as `--no-cache`.
    public var cacheDisabled = false
    /// The iOS version the app supports down to, for every screen that states none of its own.
    public var deploymentTarget: OSVersion?
    /// Where it is written, relative to the working folder, to point warnings about old iOS
    /// versions at it.
    public var deploymentTargetLocation: SourceLocation?
    /// The text sizes to analyse at, as `--text-sizes`; `nil`, one size (`default`).
    public var textSizes: [ContentSizeCategory]?

    /// The nearest `.kbcov.yml` in `folder` or a folder above it.
    public static func find(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { return nil }
            url = parent
        }
    }

    public static func load(path: String) -> Result<ProjectConfiguration, DiagnosticsError> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: start, "cannot read '\(path)': expected a UTF-8 YAML file")]))
        }
        return load(text: text, path: path)
    }

    public static func load(text: String, path: String) -> Result<ProjectConfiguration, DiagnosticsError> {
        let root: Node?
        switch YAMLSyntaxDiagnostic.compose(text, file: path) {
        case .success(let node): root = node
        case .failure(let error): return .failure(error)
        }
        var configuration = ProjectConfiguration(path: path)
        guard let root else { return .success(configuration) }
        let sink = DiagnosticSink(file: path)
        let reader = YAMLReader(sink: sink, text: text)
        configuration.read(root, with: reader)
        return sink.hasErrors ? .failure(DiagnosticsError(sink.sorted(.error))) : .success(configuration)
    }

    private mutating func read(_ root: Node, with reader: YAMLReader) {
        guard let mapping = reader.mapping(root, expected: "a mapping of \(MappingKeys.list(Self.keys))") else { return }
        let entries = MappingKeys(mapping, of: root, allowed: Self.keys, in: Self.fileName, reader: reader)
        if let node = entries["specs"]?.value { specs = texts(node, expected: "a list of spec files or folders", reader: reader).map(relativeToFile) }
        if let node = entries["environments"]?.value { environments = texts(node, expected: "a list of environment names", reader: reader) }
        if let node = entries["catalog"]?.value { catalog = reader.text(node, expected: "a catalog file").map(relativeToFile) }
        if let node = entries["format"]?.value { format = reader.text(node, expected: "a format name") }
        if let node = entries["baseline"]?.value { baseline = reader.text(node, expected: "a baseline file").map(relativeToFile) }
        if let node = entries["cache"]?.value, let text = reader.text(node, expected: "a cache folder, or false") {
            if text == "false" { cacheDisabled = true } else { cache = relativeToFile(text) }
        }
        if let node = entries["deploymentTarget"]?.value, let version = reader.osVersion(node) {
            deploymentTarget = version
            // Its warnings are reported with the screens', whose paths are relative.
            var location = reader.location(of: node)
            location.file = RelativePath.of(path, from: FileManager.default.currentDirectoryPath)
            deploymentTargetLocation = location
        }
        if let node = entries["textSizes"]?.value {
            let list = texts(node, expected: "text sizes: a list of categories (large, ax3), ranges (large...ax5), all or default", reader: reader)
            switch ContentSizeCategory.parse(list.joined(separator: ",")) {
            case .success(let categories): textSizes = categories
            case .failure(let problem): reader.sink.error(.invalidValue, at: reader.location(of: node), problem.message)
            }
        }
        if let node = entries["rlimit"]?.value, let text = reader.text(node, expected: "a resource limit") {
            guard let limit = UInt32(text), limit > 0 else {
                reader.sink.error(.invalidNumber, at: reader.location(of: node), "expected a positive whole number for rlimit; found '\(text)'")
                return
            }
            rlimit = limit
        }
        if let node = entries["timeBudget"]?.value, let seconds = reader.number(node, expected: "a number of seconds") {
            guard seconds > 0, seconds <= Rational(Int(Self.longestTimeBudget)) else {
                reader.sink.error(.invalidNumber, at: reader.location(of: node),
                                  "expected a time budget above 0 and at most \(Int(Self.longestTimeBudget)) seconds; found \(seconds.decimalString(maximumFractionDigits: 6))")
                return
            }
            timeBudget = seconds.doubleValue
        }
    }

    /// A scalar counts as a list of one.
    private func texts(_ node: Node, expected: String, reader: YAMLReader) -> [String] {
        if case .scalar = node { return reader.text(node, expected: expected).map { [$0] } ?? [] }
        return (reader.list(node, expected: expected) ?? []).compactMap { reader.text($0, expected: expected) }
    }

    /// A path written in the file, as seen from the working folder.
    private func relativeToFile(_ written: String) -> String {
        guard !written.hasPrefix("/") else { return written }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(written).path
        return RelativePath.of(folder, from: FileManager.default.currentDirectoryPath)
    }
}
