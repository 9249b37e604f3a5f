import LayoutSpec
import SwiftImporter

/// `kbcov import`: the Swift file's spec on stdout, what the importer skipped on stderr.
struct ImportFrontend {
    let path: String

    func run() -> KbcovExit {
        switch SwiftSourceImporter.load(path: path) {
        case .failure(let error):
            error.diagnostics.forEach { Console.error($0.description) }
            return .inputError
        case .success(let spec):
            spec.warnings.forEach { Console.error($0.description) }
            Console.out(SpecWriter.yaml(spec))
            return .clean
        }
    }
}
