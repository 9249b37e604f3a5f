import InterfaceBuilderImporter
import LayoutSpec
import SwiftImporter

/// `kbcov import`: the spec on stdout — one YAML document per screen of a storyboard or XIB —,
/// what the importer skipped or approximated on stderr.
struct ImportFrontend {
    let path: String
    var scene: String?

    func run() -> KbcovExit {
        let loaded: Result<[LayoutSpec], DiagnosticsError>
        if SpecFiles.isInterfaceBuilderFile(path) {
            loaded = InterfaceBuilderImporter.load(path: path, scene: scene).map(\.specs)
        } else if let scene {
            Console.error("error: --scene '\(scene)' names a screen of a storyboard or XIB, not of '\(path)'")
            return .inputError
        } else {
            loaded = SwiftSourceImporter.load(path: path).map { [$0] }
        }
        switch loaded {
        case .failure(let error):
            error.diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .success(let specs):
            specs.flatMap(\.warnings).forEach { Console.error($0.description) }
            let documents = specs.map { spec in specs.count == 1 ? SpecWriter.yaml(spec) : "# \(spec.path)\n" + SpecWriter.yaml(spec) }
            Console.out(documents.joined(separator: "---\n"))
            return .clean
        }
    }
}
