import ExactGeometry
import Yams

/// Reads constraint entries — a rule string, or `{id, rule}` — into resolved constraints,
/// checking names, axes and linearity, each error at its column inside the rule.
struct ConstraintReader {
    let reader: YAMLReader
    /// Declared views and guides.
    let userItems: Set<String>

    /// Multipliers beyond this are typos.
    static let largestCoefficient: Rational = 1000

    func constraint(_ node: Node, generatedID: String) -> (Constraint, idNode: Node?)? {
        var id = generatedID
        var idNode: Node?
        var ruleNode = node
        if case .mapping = node {
            guard let entries = reader.mapping(node, "a constraint", keys: ["id", "rule"]) else { return nil }
            guard let rule = entries.first(where: { $0.key == "rule" }) else {
                reader.error(.missingKey, at: reader.location(node), "a constraint needs a 'rule', e.g. rule: toolbar.bottom == keyboard.top")
                return nil
            }
            ruleNode = rule.value
            if let entry = entries.first(where: { $0.key == "id" }) {
                guard let text = reader.string(entry.value, "the constraint's id") else { return nil }
                guard !text.isEmpty else {
                    reader.error(.invalidValue, at: reader.location(entry.value), "a constraint's id cannot be empty")
                    return nil
                }
                id = text
                idNode = entry.value
            }
        }
        guard case .scalar(let scalar) = ruleNode, !reader.isNull(ruleNode) else {
            reader.error(.wrongType, at: reader.location(ruleNode),
                         "expected a rule such as 'toolbar.bottom == keyboard.top'; found \(reader.describe(ruleNode))")
            return nil
        }
        let columns = RuleColumns(scalar: scalar, reader: reader)
        switch RuleParser.parse(scalar.string) {
        case .failure(let error):
            reader.error(.ruleSyntax, at: columns.location(error.offset), error.message)
            return nil
        case .success(let rule):
            guard let resolved = resolve(rule, id: id, columns: columns) else { return nil }
            return (resolved, idNode)
        }
    }

    private func resolve(_ rule: WrittenRule, id: String, columns: RuleColumns) -> Constraint? {
        let errorsBefore = reader.diagnostics.count
        let lhs = expression(rule.lhs, columns)
        let rhs = expression(rule.rhs, columns)
        var priority = Priority.required
        if let written = rule.priority {
            guard let parsed = PriorityText.parse(written.text, at: columns.location(written.offset), reporter: reader) else { return nil }
            priority = parsed
        }
        guard reader.diagnostics.count == errorsBefore else { return nil }
        let anchors = rule.lhs.terms.map(\.anchor) + rule.rhs.terms.map(\.anchor)
        let resolvedAnchors = (lhs.terms + rhs.terms).map(\.anchor)
        guard let first = resolvedAnchors.first else {
            reader.error(.ruleSyntax, at: columns.location(0), "a rule must relate at least one anchor, e.g. toolbar.height == 44")
            return nil
        }
        if let mixed = zip(resolvedAnchors, anchors).first(where: { $0.0.anchor.axis != first.anchor.axis }) {
            reader.error(.mixedAxes, at: columns.location(mixed.1.itemOffset),
                         "\(mixed.0) is a \(mixed.0.anchor.axis.rawValue) anchor but \(first) is \(first.anchor.axis.rawValue): "
                            + "a constraint relates anchors of one axis only")
            return nil
        }
        let directional = resolvedAnchors.filter { $0.anchor == .leading || $0.anchor == .trailing }
        if let absolute = zip(resolvedAnchors, anchors).first(where: { $0.0.anchor == .left || $0.0.anchor == .right }), let other = directional.first {
            reader.error(.unsupportedConstruct, at: columns.location(absolute.1.itemOffset),
                         "\(absolute.0) is absolute but \(other) follows the layout direction: UIKit cannot relate "
                            + "left/right to leading/trailing; use leading/trailing for both or neither")
            return nil
        }
        if resolvedAnchors.count == 2, resolvedAnchors[0].anchor.isDimension != resolvedAnchors[1].anchor.isDimension {
            reader.error(.unsupportedConstruct, at: columns.location(anchors[1].itemOffset),
                         "\(resolvedAnchors[0]) and \(resolvedAnchors[1]) relate a size to a position, which UIKit does not allow")
            return nil
        }
        for (term, written) in zip(lhs.terms + rhs.terms, anchors) where term.coefficient.magnitude > ConstraintReader.largestCoefficient {
            reader.error(.invalidNumber, at: columns.location(written.itemOffset),
                         "the multiplier \(term.coefficient.decimalString(maximumFractionDigits: 6)) of \(term.anchor) is absurd: expected at most 1000")
            return nil
        }
        for (side, expression) in [(rule.lhs, lhs), (rule.rhs, rhs)] where expression.constant.magnitude > YAMLReader.largestNumber {
            reader.error(.invalidNumber, at: columns.location(side.offset),
                         "the constant \(expression.constant.decimalString()) is absurd: expected at most 100000 points")
            return nil
        }
        return Constraint(id: id, lhs: lhs, relation: rule.relation, rhs: rhs, priority: priority, location: columns.location(0))
    }

    private func expression(_ written: WrittenExpression, _ columns: RuleColumns) -> LinearExpression {
        var terms: [LinearExpression.Term] = []
        for (coefficient, anchor) in written.terms {
            guard let reference = reference(anchor, columns) else { continue }
            terms.append(.init(coefficient: coefficient, anchor: reference))
        }
        return LinearExpression(terms: terms, constant: written.constant)
    }

    private func reference(_ written: WrittenAnchor, _ columns: RuleColumns) -> AnchorReference? {
        guard BuiltinItem(rawValue: written.item) != nil || userItems.contains(written.item) else {
            let known = BuiltinItem.allCases.map(\.rawValue) + userItems.sorted()
            let hint = ClosestName.suggestion(for: written.item, among: known)
            reader.error(.unknownItem, at: columns.location(written.itemOffset),
                         "unknown item '\(written.item)'\(hint); expected a declared view or guide, or one of "
                            + BuiltinItem.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        guard let anchor = Anchor(rawValue: written.anchor) else {
            let hint = ClosestName.suggestion(for: written.anchor, among: Anchor.allCases.map(\.rawValue))
            reader.error(.unknownAnchor, at: columns.location(written.anchorOffset),
                         "unknown anchor '\(written.anchor)'\(hint); expected one of "
                            + Anchor.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        return AnchorReference(item: written.item, anchor: anchor)
    }
}

/// Maps an offset inside a rule to the column in the YAML file: exact for rules on one line,
/// plain or quoted (escapes before the offset aside); block scalars point at their first line.
struct RuleColumns {
    let scalar: Node.Scalar
    let reader: YAMLReader

    func location(_ offset: Int) -> SourceLocation {
        let start = reader.location(scalar.mark)
        switch scalar.style {
        case .plain, .any: return SourceLocation(file: start.file, line: start.line, column: start.column + offset)
        case .singleQuoted, .doubleQuoted: return SourceLocation(file: start.file, line: start.line, column: start.column + 1 + offset)
        case .literal, .folded: return SourceLocation(file: start.file, line: start.line + 1, column: 1)
        }
    }
}

/// "did you mean" hints.
enum ClosestName {
    static func suggestion(for name: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= max(2, name.count / 3) else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
