import ExactGeometry

/// `expression < 0` (strict) or `expression <= 0` over the keyboard parameters.
public struct LinearInequality: Hashable, Sendable {
    public var expression: AffineExpression
    public var isStrict: Bool

    public init(_ expression: AffineExpression, isStrict: Bool) {
        self.expression = expression
        self.isStrict = isStrict
    }

    /// `lhs <= rhs`, or `lhs < rhs` when strict.
    public static func lessThan(_ lhs: AffineExpression, _ rhs: AffineExpression, strict: Bool) -> LinearInequality {
        LinearInequality(lhs - rhs, isStrict: strict)
    }

    /// The complement: `expression >= 0` becomes `-expression <= 0`, strictness flipped.
    public var negated: LinearInequality {
        LinearInequality(expression * Rational(-1), isStrict: !isStrict)
    }

    public func isSatisfied(by point: [Rational]) -> Bool {
        let value = expression.value(at: point)
        return isStrict ? value.isNegative : !(Rational.zero < value)
    }

    /// The readable form `y < 352`, `x >= 688`, `x - y <= 3`, with the parameter names given.
    public func description(parameterNames: [String]) -> String {
        let nonZero = expression.coefficients.indices.filter { !expression.coefficients[$0].isZero }
        let symbol = isStrict ? "<" : "<="
        if nonZero.count == 1, let index = nonZero.first, index < parameterNames.count {
            let coefficient = expression.coefficients[index]
            let bound = (-expression.constant / coefficient).decimalString(maximumFractionDigits: 6)
            let flipped = coefficient.isNegative ? (isStrict ? ">" : ">=") : symbol
            return "\(parameterNames[index]) \(flipped) \(bound)"
        }
        var terms: [String] = []
        for (coefficient, name) in zip(expression.coefficients, parameterNames) where !coefficient.isZero {
            let magnitude = coefficient.magnitude
            let body = magnitude == .one ? name : "\(magnitude.decimalString(maximumFractionDigits: 6))·\(name)"
            if terms.isEmpty {
                terms.append(coefficient.isNegative ? "-\(body)" : body)
            } else {
                terms.append(coefficient.isNegative ? "- \(body)" : "+ \(body)")
            }
        }
        let bound = (-expression.constant).decimalString(maximumFractionDigits: 6)
        let left = terms.isEmpty ? "0" : terms.joined(separator: " ")
        return "\(left) \(symbol) \(bound)"
    }
}
