import Foundation
@testable import LayoutSpec

extension FuzzTarget {
    /// The constraint rule parser alone (`toolbar.bottom <= keyboard.top - 8 @ high`), without
    /// YAML around it, so every input is a rule.
    static let rule = FuzzTarget(name: "rule") { input in
        _ = RuleParser.parse(String(decoding: input, as: UTF8.self))
    }
}
