import Foundation
import InterfaceBuilderImporter
import LayoutSpec
import ScreenInputs

/// `kbcov import`: each screen's spec on stdout — of a Swift file (its project lending its
/// declarations and the scenes its view controllers lay out), or of a storyboard or XIB —, what the importer skipped or approximated on
/// stderr. An input that holds no screen (views only, or no layout) is a note on stderr and exit 2:
/// nothing to import.
struct ImportFrontend {
    let path: String
    var scene: String?

    func run() -> KbcovExit {
        let loaded: Result<(specs: [LayoutSpec], skipped: [SkippedInput]), DiagnosticsError>
        if SpecFiles.isInterfaceBuilderFile(path) {
            loaded = InterfaceBuilderImporter.load(path: path, scene: scene, swiftFiles: ScreenInputs.contextFiles(for: [path]))
                .map { ($0.specs, $0.skipped) }
        } else if let scene {
            Console.error("error: --scene '\(scene)' names a screen of a storyboard or XIB, not of '\(path)'")
            return .inputError
        } else {
            loaded = ScreenInputs.swiftFile(path)
        }
        switch loaded {
        case .failure(let error):
            error.diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .success(let imported):
            imported.specs.flatMap(\.warnings).forEach { Console.error($0.description) }
            // Several screens: one YAML document each, a storyboard's named by its screen's path.
            let several = imported.specs.count > 1 && SpecFiles.isInterfaceBuilderFile(path)
            let documents = imported.specs.map { spec in several ? "# \(spec.path)\n" + SpecWriter.yaml(spec) : SpecWriter.yaml(spec) }
            if !documents.isEmpty { Console.out(documents.joined(separator: "---\n")) }
            for input in imported.skipped {
                input.warnings.forEach { Console.error($0.description) }
                Console.error(input.description)
            }
            return imported.specs.isEmpty ? .inputError : .clean
        }
    }
}
