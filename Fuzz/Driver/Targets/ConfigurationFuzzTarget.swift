import Foundation
import LayoutSpec

extension FuzzTarget {
    /// `.kbcov.yml`.
    static let configuration = FuzzTarget(name: "configuration") { input in
        guard let text = String(data: input, encoding: .utf8) else { return }
        _ = ProjectConfiguration.load(text: text, path: ".kbcov.yml")
    }
}
