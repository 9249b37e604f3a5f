/// Specs of any size for measuring how cost grows: `count` views nested inside each other, each
/// inset from its parent, with a tracked group for every tenth view. The layout is clean in every
/// state, so the measurement is of proving it so — the common case in a nightly run.
enum GeneratedSpec {
    static func yaml(views count: Int) -> String {
        var lines = [
            "kbcov: 1",
            "name: generated \(count) views",
            "keyboardGuide: { followsUndockedKeyboard: true }",
            "views:",
        ]
        for index in 0..<count { lines.append("  v\(index): { intrinsicSize: { width: 10, height: 10 } }") }
        lines.append("constraints:")
        let inset = "0.1"
        for index in 0..<count {
            let parent = index == 0 ? "safeArea" : "v\(index - 1)"
            lines += [
                "  - v\(index).top == \(parent).top + \(inset)",
                "  - v\(index).leading == \(parent).leading + \(inset)",
                "  - v\(index).bottom == \(parent).bottom - \(inset)",
                "  - v\(index).trailing == \(parent).trailing - \(inset)",
            ]
        }
        lines.append("tracked:")
        for index in stride(from: 0, to: count, by: 10) {
            lines += [
                "  - awayFrom: [top]",
                "    constraints:",
                "      - v\(index).height >= 5 @ low",
                "  - near: [leading]",
                "    constraints:",
                "      - v\(index).width >= 5 @ high",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A screen where half the views leave an axis free: a list of labels pinned on the leading
/// edge, every other one without a vertical position — freedom a missing constraint leaves, and
/// the ambiguity kbcov must report once per view and state. `pinned: true` gives the same screen
/// with every view placed, the cost the free screen is measured against.
enum UnderdeterminedSpec {
    static func yaml(views count: Int, pinned: Bool = false) -> String {
        var lines = [
            "kbcov: 1",
            "name: generated \(count) views, \(pinned ? "pinned" : "half free")",
            "keyboardGuide: { followsUndockedKeyboard: true }",
            "views:",
        ]
        for index in 0..<count { lines.append("  v\(index): { intrinsicSize: { width: 10, height: 10 } }") }
        lines.append("constraints:")
        for index in 0..<count {
            lines.append("  - v\(index).leading == safeArea.leading + \(index % 50)")
            if pinned || index.isMultiple(of: 2) { lines.append("  - v\(index).top == safeArea.top + \(index % 50)") }
        }
        lines.append("tracked:")
        for index in stride(from: 0, to: count, by: 10) {
            lines += [
                "  - awayFrom: [top]",
                "    constraints:",
                "      - v\(index).bottom <= keyboard.bottom @ low",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A screen where half the views show content the spec does not state — a column of labels, every
/// other one with no stated width (its text's, a content range) — against the same screen with
/// every width stated: what not knowing costs, which must be nothing much.
enum UnknownContentSpec {
    static func yaml(views count: Int, stated: Bool = false) -> String {
        var lines = [
            "kbcov: 1",
            "name: generated \(count) views, \(stated ? "sizes stated" : "half unknown content")",
            "keyboardGuide: { followsUndockedKeyboard: true }",
            "views:",
        ]
        for index in 0..<count {
            let width = stated || index.isMultiple(of: 2) ? ", intrinsicSize: { width: 120 }" : ""
            lines.append("  v\(index): { class: UILabel\(width) }")
        }
        lines.append("constraints:")
        for index in 0..<count {
            lines += [
                "  - v\(index).leading == safeArea.leading + 16",
                "  - v\(index).trailing <= safeArea.trailing - 16",
                "  - v\(index).top == safeArea.top + \(index % 40 * 24)",
            ]
        }
        lines.append("tracked:")
        for index in stride(from: 0, to: count, by: 10) {
            lines += [
                "  - awayFrom: [top]",
                "    constraints:",
                "      - v\(index).bottom <= keyboard.top @ low",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
