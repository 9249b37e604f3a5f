import ExactGeometry

/// Keeps a conjunction small and readable: single-parameter inequalities collapse to the tightest
/// bound on each side of each parameter, constant ones that hold disappear. Multi-parameter
/// inequalities are kept as they are.
enum ConstraintSimplifier {
    static func simplify(_ constraints: [LinearInequality]) -> [LinearInequality] {
        var lowers: [Int: (bound: Rational, strict: Bool)] = [:]
        var uppers: [Int: (bound: Rational, strict: Bool)] = [:]
        var kept: [LinearInequality] = []
        for constraint in constraints {
            let nonZero = constraint.expression.coefficients.indices.filter { !constraint.expression.coefficients[$0].isZero }
            guard nonZero.count == 1, let variable = nonZero.first else {
                if !(nonZero.isEmpty && constraint.isSatisfied(by: [])), !kept.contains(constraint) { kept.append(constraint) }
                continue
            }
            // a·v + c (<|<=) 0  ⇒  v (<|<=) -c/a when a > 0, v (>|>=) -c/a when a < 0.
            let coefficient = constraint.expression.coefficients[variable]
            let bound = -constraint.expression.constant / coefficient
            if coefficient.isNegative {
                lowers[variable] = tighter(lowers[variable], (bound, constraint.isStrict), larger: true)
            } else {
                uppers[variable] = tighter(uppers[variable], (bound, constraint.isStrict), larger: false)
            }
        }
        let count = constraints.first?.expression.coefficients.count ?? 0
        var result: [LinearInequality] = []
        for variable in 0..<count {
            let value = AffineExpression.parameter(variable, of: count)
            if let lower = lowers[variable] {
                result.append(.lessThan(.constant(lower.bound, parameterCount: count), value, strict: lower.strict))
            }
            if let upper = uppers[variable] {
                result.append(.lessThan(value, .constant(upper.bound, parameterCount: count), strict: upper.strict))
            }
        }
        return result + kept
    }

    private static func tighter(
        _ current: (bound: Rational, strict: Bool)?, _ new: (bound: Rational, strict: Bool), larger: Bool
    ) -> (bound: Rational, strict: Bool) {
        guard let current else { return new }
        if current.bound == new.bound { return (new.bound, current.strict || new.strict) }
        return (current.bound < new.bound) == larger ? new : current
    }
}
