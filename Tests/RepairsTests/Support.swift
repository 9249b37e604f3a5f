import Foundation
import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Repairs
import Testing

enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The fixture loaded as `kbcov fix` loads it, with a short path for readable reports.
    static func spec(_ name: String) throws -> (spec: LayoutSpec, yaml: String) {
        let yaml = try text(name)
        return (try load(yaml, path: name), yaml)
    }
}

/// The spec file with a repair's spec edits made, as a user applying the suggestion gets it.
func applying(_ edits: [LineEdit], to yaml: String) -> String {
    var lines = yaml.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    for edit in edits.sorted(by: { $0.startLine > $1.startLine }) {
        #expect(Array(lines[(edit.startLine - 1)...(edit.endLine - 1)]) == edit.before, "the edit's 'before' lines are the file's")
        lines.replaceSubrange((edit.startLine - 1)...(edit.endLine - 1), with: edit.after)
    }
    return lines.map { $0 + "\n" }.joined()
}

extension SpecResult {
    /// Every state-level finding as `state kind items [constraints]`, for set comparisons.
    var findingKeys: Set<String> {
        Set(states.flatMap { state in
            state.findings.map { "\(state.state.id) \($0.kind) \($0.items) \($0.constraints)" }
        })
    }
}
