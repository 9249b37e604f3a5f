import ExactGeometry

/// A region over many independent content sizes is a box in most of them: its inequalities fall
/// into parts that share no variable, each of one or two variables, and whether the set is empty
/// or what values one variable takes is settled part by part, without eliminating across them all.
extension FourierMotzkin {
    /// The inequalities in parts that share no variable, keyed by a variable of each part, and
    /// whether a constant one fails.
    private static func parts(of constraints: [LinearInequality], dimension: Int)
        -> (parts: [Int: [LinearInequality]], sets: DisjointSets, failsConstant: Bool) {
        var sets = DisjointSets(count: dimension)
        let named = constraints.map(\.expression.namedVariables)
        for variables in named { sets.join(variables) }
        var parts: [Int: [LinearInequality]] = [:]
        for (inequality, variables) in zip(constraints, named) {
            guard let first = variables.first else {
                if !inequality.isSatisfied(by: []) { return ([:], sets, true) }
                continue
            }
            parts[sets.root(first), default: []].append(inequality)
        }
        return (parts, sets, false)
    }

    /// Whether some point meets every inequality of a part, its variables eliminated last first.
    private static func holds(_ part: [LinearInequality]) -> Bool {
        var system = part
        for variable in Set(part.flatMap(\.expression.namedVariables)).sorted(by: >) {
            system = pruned(eliminate(variable, from: system))
            if hasContradiction(system) { return false }
        }
        return true
    }

    /// Whether every part meets its inequalities.
    static func partsHold(_ constraints: [LinearInequality], dimension: Int) -> Bool {
        let split = parts(of: constraints, dimension: dimension)
        return !split.failsConstant && split.parts.values.allSatisfy(holds)
    }

    /// The inequalities of the part that names `variable`, and whether every other part meets its
    /// own: those only decide whether the set is empty.
    static func part(constraining variable: Int, of constraints: [LinearInequality], dimension: Int)
        -> (constraining: [LinearInequality], othersHold: Bool) {
        var split = parts(of: constraints, dimension: dimension)
        guard !split.failsConstant else { return ([], false) }
        let root = split.sets.root(variable)
        let othersHold = split.parts.allSatisfy { $0.key == root || holds($0.value) }
        return (split.parts[root] ?? [], othersHold)
    }
}

extension AffineExpression {
    /// The indices of the variables with a coefficient.
    var namedVariables: [Int] { coefficients.indices.filter { !coefficients[$0].isZero } }
}
