import ExactGeometry

/// Keeps a conjunction small and readable: single-parameter inequalities collapse to the tightest
/// bound on each side of each parameter, constant ones that hold disappear. Multi-parameter
/// inequalities are kept as they are.
enum ConstraintSimplifier {
    static func simplify(_ constraints: [LinearInequality]) -> [LinearInequality] {
        let bounds = OneParameterBounds(constraints)
        var kept: [LinearInequality] = []
        for constraint in bounds.others where !(constraint.expression.isConstant && constraint.isSatisfied(by: [])) && !kept.contains(constraint) {
            kept.append(constraint)
        }
        let count = constraints.first?.expression.coefficients.count ?? 0
        var result: [LinearInequality] = []
        for variable in 0..<count {
            let value = AffineExpression.parameter(variable, of: count)
            if let lower = bounds.lowers[variable] {
                result.append(.lessThan(.constant(lower.bound, parameterCount: count), value, strict: lower.strict))
            }
            if let upper = bounds.uppers[variable] {
                result.append(.lessThan(value, .constant(upper.bound, parameterCount: count), strict: upper.strict))
            }
        }
        return result + kept
    }
}

/// The tightest bound on each side of each parameter that a conjunction's single-parameter
/// inequalities draw, and its other inequalities, in order.
struct OneParameterBounds {
    private(set) var lowers: [Int: (bound: Rational, strict: Bool)] = [:]
    private(set) var uppers: [Int: (bound: Rational, strict: Bool)] = [:]
    private(set) var others: [LinearInequality] = []

    init(_ constraints: [LinearInequality]) {
        for constraint in constraints {
            guard let bound = Self.bound(of: constraint) else {
                others.append(constraint)
                continue
            }
            if bound.isLower {
                lowers[bound.variable] = Self.tighter(lowers[bound.variable], (bound.value, constraint.isStrict), larger: true)
            } else {
                uppers[bound.variable] = Self.tighter(uppers[bound.variable], (bound.value, constraint.isStrict), larger: false)
            }
        }
    }

    /// The bound `constraint` puts on its one parameter; `nil` when it has none or several.
    static func bound(of constraint: LinearInequality) -> (variable: Int, value: Rational, isLower: Bool)? {
        let coefficients = constraint.expression.coefficients
        var variable: Int?
        for index in coefficients.indices where !coefficients[index].isZero {
            guard variable == nil else { return nil }
            variable = index
        }
        guard let variable else { return nil }
        // a·v + c (<|<=) 0  ⇒  v (<|<=) -c/a when a > 0, v (>|>=) -c/a when a < 0.
        let coefficient = coefficients[variable]
        return (variable, -constraint.expression.constant / coefficient, coefficient.isNegative)
    }

    private static func tighter(
        _ current: (bound: Rational, strict: Bool)?, _ new: (bound: Rational, strict: Bool), larger: Bool
    ) -> (bound: Rational, strict: Bool) {
        guard let current else { return new }
        if current.bound == new.bound { return (new.bound, current.strict || new.strict) }
        return (current.bound < new.bound) == larger ? new : current
    }
}
