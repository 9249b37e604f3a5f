/// A constraint's rule in the spec's syntax, exact: `toolbar.width <= view.width - 16 @750`.
enum RuleText {
    static func rule(_ constraint: Constraint) -> String {
        let base = "\(side(constraint.lhs)) \(constraint.relation.rawValue) \(side(constraint.rhs))"
        return constraint.priority.isRequired ? base : "\(base) @\(constraint.priority)"
    }

    static func side(_ expression: LinearExpression) -> String {
        var parts: [(isNegative: Bool, body: String)] = expression.terms.map { term in
            let magnitude = term.coefficient.magnitude
            let body = magnitude == .one ? term.anchor.description : "\(YAMLText.ruleNumber(magnitude)) * \(term.anchor)"
            return (term.coefficient.isNegative, body)
        }
        if !expression.constant.isZero || parts.isEmpty {
            parts.append((expression.constant.isNegative, YAMLText.ruleNumber(expression.constant.magnitude)))
        }
        return parts.enumerated().map { index, part in
            switch (index, part.isNegative) {
            case (0, false): part.body
            case (0, true): "-\(part.body)"
            case (_, false): "+ \(part.body)"
            case (_, true): "- \(part.body)"
            }
        }.joined(separator: " ")
    }
}
