import ExactGeometry

/// `coefficient * item.anchor + … + constant`: the sides of a constraint.
public struct LinearExpression: Hashable, Sendable {
    public struct Term: Hashable, Sendable {
        public var coefficient: Rational
        public var anchor: AnchorReference

        public init(coefficient: Rational, anchor: AnchorReference) {
            self.coefficient = coefficient
            self.anchor = anchor
        }
    }

    public var terms: [Term]
    public var constant: Rational

    public init(terms: [Term] = [], constant: Rational = .zero) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ anchor: AnchorReference) {
        self.init(terms: [Term(coefficient: .one, anchor: anchor)])
    }
}

extension LinearExpression: CustomStringConvertible {
    /// A canonical rendering in the spec's own syntax, e.g. `view.bottom - keyboardFrame.height - 8`.
    public var description: String {
        var parts: [String] = []
        for term in terms {
            let magnitude = term.coefficient.magnitude
            let body = magnitude == .one ? term.anchor.description : "\(magnitude.decimalString(maximumFractionDigits: 6)) * \(term.anchor)"
            if parts.isEmpty {
                parts.append(term.coefficient.isNegative ? "-\(body)" : body)
            } else {
                parts.append(term.coefficient.isNegative ? "- \(body)" : "+ \(body)")
            }
        }
        if !constant.isZero || parts.isEmpty {
            let text = constant.magnitude.decimalString(maximumFractionDigits: 6)
            if parts.isEmpty {
                parts.append(constant.isNegative ? "-\(text)" : text)
            } else {
                parts.append(constant.isNegative ? "- \(text)" : "+ \(text)")
            }
        }
        return parts.joined(separator: " ")
    }
}
