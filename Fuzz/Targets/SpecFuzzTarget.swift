import Foundation
import LayoutSpec

/// The spec loader: YAML syntax, the format's sections, rules, limits.
enum SpecFuzzTarget: FuzzTarget {
    static let name = "spec"

    static func run(_ input: Data) {
        guard let text = String(data: input, encoding: .utf8) else { return }
        _ = SpecLoader.load(yaml: text, path: "fuzz.yaml")
    }
}
