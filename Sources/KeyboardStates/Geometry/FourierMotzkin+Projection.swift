import ExactGeometry

/// Sets described by their shadows: a projection onto a few variables, and the inequalities of a
/// set that say something the others do not.
extension FourierMotzkin {
    /// The inequalities over the variables in `kept` (the others' coefficients zero) whose
    /// solutions are exactly the projections of the set's points; `nil` when the set is empty.
    public static func projection(of constraints: [LinearInequality], onto kept: Set<Int>, dimension: Int) -> [LinearInequality]? {
        var system = constraints
        for variable in stride(from: dimension - 1, through: 0, by: -1) where !kept.contains(variable) {
            system = pruned(eliminate(variable, from: system))
            if hasContradiction(system) { return nil }
        }
        let projected = system.filter { !$0.expression.isConstant }
        return isFeasible(projected, dimension: dimension) ? projected : nil
    }

    /// `constraints` without those the others and `context` imply: the same set within `context`,
    /// each inequality left a face of it. Earlier inequalities are dropped first.
    public static func irredundant(_ constraints: [LinearInequality], within context: [LinearInequality], dimension: Int) -> [LinearInequality] {
        var kept = constraints
        var index = 0
        while index < kept.count {
            var others = kept
            let inequality = others.remove(at: index)
            if isFeasible(others + context + [inequality.negated], dimension: dimension) {
                index += 1
            } else {
                kept = others
            }
        }
        return kept
    }

    /// Whether every point of the first set is in the second.
    public static func isSubset(_ set: [LinearInequality], of other: [LinearInequality], dimension: Int) -> Bool {
        other.allSatisfy { !isFeasible(set + [$0.negated], dimension: dimension) }
    }
}
