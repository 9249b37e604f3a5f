import ExactGeometry

/// The smallest box around a set of points: each parameter's least and greatest value over the
/// set's closure (`nil` where unbounded). An inequality that no point of the box meets no point of
/// the set meets either, which settles most questions about a piece in four or five parameters
/// (a window range's) without an elimination.
public struct ParameterBox: Sendable {
    private let lower: [Rational?]
    private let upper: [Rational?]

    /// `nil` when the set is empty.
    public init?(_ constraints: [LinearInequality], dimension: Int) {
        var lower: [Rational?] = [], upper: [Rational?] = []
        for index in 0..<dimension {
            guard let interval = FourierMotzkin.interval(of: index, over: constraints, dimension: dimension, fixing: [:]) else { return nil }
            lower.append(interval.lower?.value)
            upper.append(interval.upper?.value)
        }
        self.lower = lower
        self.upper = upper
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
