import Foundation
import LayoutSpec

/// `.kbcov.yml`.
enum ConfigurationFuzzTarget: FuzzTarget {
    static let name = "configuration"

    static func run(_ input: Data) {
        guard let text = String(data: input, encoding: .utf8) else { return }
        _ = ProjectConfiguration.load(text: text, path: ".kbcov.yml")
    }
}
