import Foundation
import LayoutSpec

/// The settings file next to a Swift file: `Foo.swift` → `Foo.kbcov.yaml` (or `.kbcov.yml`),
/// with the `name`, `views`, `environments` and `deploymentTarget` sections of the spec format.
enum SidecarLoader {
    /// The sidecar of a Swift file, when there is one.
    static func path(for swiftPath: String) -> String? {
        guard SpecFiles.isSwiftFile(swiftPath) else { return nil }
        let stem = String(swiftPath.dropLast(".swift".count))
        return SpecFiles.sidecarSuffixes.map { stem + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    static func load(path: String) -> Result<SpecSettings, DiagnosticsError> {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(DiagnosticsError([.error(.unreadableFile, at: SpecLocation(file: path, line: 1, column: 1),
                                                     "cannot read the kbcov settings file '\(path)' as UTF-8 text")]))
        }
        return SpecLoader.loadSettings(yaml: text, path: path)
    }
}
