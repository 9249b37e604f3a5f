import Foundation
import SwiftImporter

extension FuzzTarget {
    /// The Swift importer: parsing, the symbolic interpreter, `// kbcov:` comments, assembly.
    static let swift = FuzzTarget(name: "swift") { input in
        guard let text = String(data: input, encoding: .utf8) else { return }
        _ = SwiftSourceImporter.load(source: text, path: "Fuzz.swift")
    }
}
