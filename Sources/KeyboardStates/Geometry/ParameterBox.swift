import ExactGeometry

/// A box that holds a set of points: the bounds its inequalities on one parameter alone draw
/// (unbounded where there are none). An inequality that no point of the box meets no point of the
/// set meets either, which settles most questions about a piece in four or five parameters (a
/// window range's) without an elimination, at the cost of a pass over its inequalities.
public struct ParameterBox: Sendable {
    private let lower: [Rational?]
    private let upper: [Rational?]

    public init(bounding constraints: [LinearInequality], dimension: Int) {
        var lower = [Rational?](repeating: nil, count: dimension)
        var upper = lower
        for constraint in constraints {
            guard let bound = OneParameterBounds.bound(of: constraint), bound.variable < dimension else { continue }
            if bound.isLower {
                if lower[bound.variable].map({ $0 < bound.value }) ?? true { lower[bound.variable] = bound.value }
            } else if upper[bound.variable].map({ bound.value < $0 }) ?? true {
                upper[bound.variable] = bound.value
            }
        }
        self.lower = lower
        self.upper = upper
    }

    /// Whether no point of the box meets `inequality`: its least value over the box is above 0, or
    /// 0 when it is strict.
    public func excludes(_ inequality: LinearInequality) -> Bool {
        guard let least = least(of: inequality.expression) else { return false }
        return inequality.isStrict ? !least.isNegative : Rational.zero < least
    }

    /// The least and the greatest value of `expression` over the box; an unbounded side is `nil`.
    public func range(of expression: AffineExpression) -> (min: Rational?, max: Rational?) {
        (least(of: expression), least(of: expression * Rational(-1)).map { -$0 })
    }

    private func least(of expression: AffineExpression) -> Rational? {
        var least = expression.constant
        for (index, coefficient) in expression.coefficients.enumerated() where !coefficient.isZero {
            guard let end = coefficient.isNegative ? upper[index] : lower[index] else { return nil }
            least = least + coefficient * end
        }
        return least
    }
}
