import Foundation
import LayoutSpec

/// The lines of a YAML spec a repair rewrites. Each edit keeps the file's own style: the rule's
/// quoting, the group's indentation, the moved constraint's line as written. An edit this cannot
/// make exactly (a rule spread over several lines, a group written as a flow mapping) is `nil`;
/// `RepairSearch` loads every edited file again and proves the spec it reads.
struct YAMLSpecEditor: SourceEditor {
    let spec: LayoutSpec
    let source: SourceLines

    func edits(for change: RepairChange) -> [LineEdit]? {
        switch change {
        case .priority(let id, _, let to):
            return ruleEdit(id) { Self.withoutPriority($0) + " @\(to)" }
        case .constant(let id, _, let to):
            guard var constraint = spec.constraint(id) else { return nil }
            constraint.rhs.constant = to
            return ruleEdit(id) { _ in constraint.rule }
        case .regroup(let group, _, _, let to):
            return regroupEdit(group, to: to)
        case .move(let id, _, let to):
            return moveEdits(id, to: to)
        }
    }

    // MARK: - Rules

    private func ruleEdit(_ id: String, _ rewrite: (String) -> String) -> [LineEdit]? {
        guard let constraint = spec.constraint(id), let line = source[constraint.location.line],
              let range = Self.ruleRange(in: line, column: constraint.location.column)
        else { return nil }
        var scalars = Array(line.unicodeScalars)
        let rule = String(String.UnicodeScalarView(scalars[range]))
        scalars.replaceSubrange(range, with: Array(rewrite(rule).unicodeScalars))
        return [source.edit(constraint.location.line, after: [String(String.UnicodeScalarView(scalars))])]
    }

    /// The rule's text on its line, quotes excluded: plain rules end at `,`, `}` or a comment.
    /// `column` is the rule's first character, after the quote of a quoted rule (as the loader
    /// locates rules).
    static func ruleRange(in line: String, column: Int) -> Range<Int>? {
        let scalars = Array(line.unicodeScalars)
        let start = column - 1
        guard scalars.indices.contains(start) else { return nil }
        if start > 0, scalars[start - 1] == "\"" || scalars[start - 1] == "'" {
            let quote = scalars[start - 1]
            var end = start
            while end < scalars.count, scalars[end] != quote {
                if scalars[end] == "\\" { return nil }
                end += 1
            }
            return end < scalars.count ? start..<end : nil
        }
        var end = start
        while end < scalars.count, scalars[end] != ",", scalars[end] != "}", scalars[end] != "#" { end += 1 }
        while end > start, scalars[end - 1] == " " { end -= 1 }
        return end > start ? start..<end : nil
    }

    static func withoutPriority(_ rule: String) -> String {
        guard let at = rule.lastIndex(of: "@") else { return rule }
        return String(rule[..<at]).trimmingCharacters(in: .whitespaces)
    }

    // MARK: - Registrations

    private func regroupEdit(_ index: Int, to condition: TrackingCondition) -> [LineEdit]? {
        guard spec.tracked.indices.contains(index) else { return nil }
        let group = spec.tracked[index]
        let last = group.constraints.map(\.location.line).min() ?? group.location.line
        for number in group.location.line...max(group.location.line, last) {
            guard let line = source[number],
                  let match = line.range(of: #"(near|awayFrom)\s*:\s*\[[^\]]*\]"#, options: .regularExpression)
            else { continue }
            return [source.edit(number, after: [line.replacingCharacters(in: match, with: Self.conditionText(condition))])]
        }
        return nil
    }

    /// Out of its registration (one line less), then a registration of its own after the last
    /// tracked group, the constraint's line as written.
    private func moveEdits(_ id: String, to condition: TrackingCondition) -> [LineEdit]? {
        guard let constraint = spec.constraint(id), let entry = entryLine(of: constraint),
              let lastGroup = spec.tracked.last, let lastConstraint = lastGroup.constraints.last,
              let lastEntry = entryLine(of: lastConstraint), let groupLine = source[lastGroup.location.line],
              let entryText = source[entry], let lastText = source[lastEntry]
        else { return nil }
        let groupPrefix = String(groupLine.unicodeScalars.prefix(lastGroup.location.column - 1))
        guard groupPrefix.trimmingCharacters(in: .whitespaces) == "-" else { return nil }
        let keyIndent = String(repeating: " ", count: groupPrefix.unicodeScalars.count)
        let entryIndent = String(lastText.prefix { $0 == " " })
        let registration = [
            groupPrefix + Self.conditionText(condition),
            keyIndent + "constraints:",
            entryIndent + entryText.drop { $0 == " " },
        ]
        guard entry != lastEntry else { return [source.edit(entry, after: registration)] }
        return [source.edit(entry, after: []), source.edit(lastEntry, after: [lastText] + registration)]
    }

    /// The line of a one-line list entry (`- { id: …, rule: … }` or `- rule`) holding the
    /// constraint; `nil` for an entry spread over several lines.
    private func entryLine(of constraint: Constraint) -> Int? {
        let number = constraint.location.line
        guard let text = source[number], Self.ruleRange(in: text, column: constraint.location.column) != nil else { return nil }
        let lead = text.drop { $0 == " " }
        guard lead.hasPrefix("- ") else { return nil }
        if let next = source[number + 1] {
            let indent = next.prefix { $0 == " " }.count
            let trimmed = next.drop { $0 == " " }
            let continues = !trimmed.isEmpty && !trimmed.hasPrefix("#") && indent > text.prefix { $0 == " " }.count
            if continues { return nil }
        }
        return number
    }

    static func conditionText(_ condition: TrackingCondition) -> String {
        let edges = condition.edges.sorted().map(\.rawValue).joined(separator: ", ")
        switch condition {
        case .near: return "near: [\(edges)]"
        case .awayFrom: return "awayFrom: [\(edges)]"
        }
    }
}
