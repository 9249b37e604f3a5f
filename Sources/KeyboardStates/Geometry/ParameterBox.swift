import ExactGeometry

/// A box that holds a set of points: the bounds its inequalities on one parameter alone draw
/// (unbounded where there are none). An inequality that no point of the box meets no point of the
/// set meets either, which settles most questions about a piece in four or five parameters (a
/// window range's) without an elimination, at the cost of a pass over its inequalities.
public struct ParameterBox: Sendable {
    private var lower: [Rational?]
    private var upper: [Rational?]

    public init(bounding constraints: [LinearInequality], dimension: Int) {
        lower = Array(repeating: nil, count: dimension)
        upper = Array(repeating: nil, count: dimension)
        for constraint in constraints {
            let coefficients = constraint.expression.coefficients
            guard let index = coefficients.firstIndex(where: { !$0.isZero }),
                  coefficients[(index + 1)...].allSatisfy(\.isZero) else { continue }
            // a·v + c (<|<=) 0 bounds v at -c/a: from above when a > 0, from below when a < 0.
            let bound = -constraint.expression.constant / coefficients[index]
            if coefficients[index].isNegative {
                lower[index] = lower[index].map { Swift.max($0, bound) } ?? bound
            } else {
                upper[index] = upper[index].map { Swift.min($0, bound) } ?? bound
            }
        }
    }

    /// Whether no point of the box meets `inequality`: its least value over the box is above 0, or
    /// 0 when it is strict.
    public func excludes(_ inequality: LinearInequality) -> Bool {
        var least = inequality.expression.constant
        for (index, coefficient) in inequality.expression.coefficients.enumerated() where !coefficient.isZero {
            guard let end = coefficient.isNegative ? upper[index] : lower[index] else { return false }
            least = least + coefficient * end
        }
        return inequality.isStrict ? !least.isNegative : Rational.zero < least
    }
}
