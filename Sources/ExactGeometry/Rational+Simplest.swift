extension Rational {
    /// The number in `low...high` with the smallest denominator (the Stern–Brocot tree's first),
    /// found by continued fractions: a threshold the solver brackets tightly comes out as the
    /// simple number it is (212, 1133/3), not a bisection's long binary fraction.
    public static func simplest(between low: Rational, and high: Rational) -> Rational {
        if high < low { return simplest(between: high, and: low) }
        if !(Rational.zero < low), !(high < .zero) { return .zero }
        if high.isNegative { return -simplest(between: -high, and: -low) }
        if low.isInteger { return low }
        let whole = Rational(low.floor)
        if !(high < whole + 1) { return whole + 1 }
        // Both in (whole, whole + 1): the simplest of the reciprocals of their fractional parts.
        let fractions = (low - whole, high - whole)
        return whole + .one / simplest(between: .one / fractions.1, and: .one / fractions.0)
    }
}
