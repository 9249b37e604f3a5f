import Foundation
import LayoutSpec
import SwiftImporter

/// `kbcov import`: each screen's spec on stdout (the file's folder lending its declarations), what the importer skipped on stderr. A file that
/// holds no screen (views only, or no layout) is a note on stderr and exit 2: nothing to import.
struct ImportFrontend {
    let path: String

    func run() -> KbcovExit {
        let named = URL(fileURLWithPath: path).standardizedFileURL.path
        let context = Inputs.contextFiles(for: [path]).filter { URL(fileURLWithPath: $0).standardizedFileURL.path != named }
        switch SwiftSourceImporter.load(paths: [path], contextPaths: context) {
        case .failure(let error):
            error.diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .success(let imported):
            for (index, spec) in imported.specs.enumerated() {
                spec.warnings.forEach { Console.error($0.description) }
                // Several screens in one file: one YAML document each.
                Console.out((index > 0 ? "---\n" : "") + SpecWriter.yaml(spec))
            }
            for input in imported.skipped {
                input.warnings.forEach { Console.error($0.description) }
                Console.error(input.description)
            }
            return imported.specs.isEmpty ? .inputError : .clean
        }
    }
}
