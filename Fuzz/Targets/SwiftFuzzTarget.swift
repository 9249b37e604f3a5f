import Foundation
import SwiftImporter

/// The Swift importer: parsing, the symbolic interpreter, `// kbcov:` comments, assembly.
enum SwiftFuzzTarget: FuzzTarget {
    static let name = "swift"

    static func run(_ input: Data) {
        guard let text = String(data: input, encoding: .utf8) else { return }
        _ = SwiftSourceImporter.load(source: text, path: "Fuzz.swift")
    }
}
