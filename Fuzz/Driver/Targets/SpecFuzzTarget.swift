import Foundation
import LayoutSpec

extension FuzzTarget {
    /// The spec loader: YAML syntax, the format's sections, rules, limits.
    static let spec = FuzzTarget(name: "spec") { input in
        guard let text = String(data: input, encoding: .utf8) else { return }
        _ = SpecLoader.load(yaml: text, path: "fuzz.yaml")
    }
}
