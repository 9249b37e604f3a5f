import Foundation
@testable import LayoutSpec

/// The constraint rule parser alone (`toolbar.bottom <= keyboard.top - 8 @ high`), without YAML
/// around it, so every input is a rule.
enum RuleFuzzTarget: FuzzTarget {
    static let name = "rule"

    static func run(_ input: Data) {
        _ = RuleParser.parse(String(decoding: input, as: UTF8.self))
    }
}
