import ExactGeometry

/// A region over many independent content sizes is a box in most of them: its inequalities fall
/// into parts that share no variable, each of one or two variables, and whether the set is empty
/// or what values one variable takes is settled part by part, without eliminating across them all.
extension FourierMotzkin {
    /// The inequalities in parts that share no variable, keyed by a variable of each part, and
    /// whether a constant one fails.
    fileprivate static func parts(of constraints: [LinearInequality], dimension: Int)
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
    fileprivate static func holds(_ part: [LinearInequality]) -> Bool {
        let variables = Set(part.flatMap(\.expression.namedVariables)).sorted(by: >)
        // Most parts are one content size's range: its bounds meet or not, no combination made.
        if variables.count <= 1, let dimension = part.first?.expression.coefficients.count, dimension > 0 {
            return Interval(of: variables.first ?? 0, in: part, fixing: Array(repeating: .zero, count: dimension)) != nil
        }
        if hasContradiction(part) { return false }
        var system = part
        for variable in variables {
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

/// A set's inequalities split once into parts that share no variable, each checked once: every
/// variable's values are then read off its own part, with only the parts that name a fixed
/// variable checked again.
public struct IndependentParts: Sendable {
    private let parts: [[LinearInequality]]
    private let partOf: [Int: Int]
    private let dimension: Int
    /// Whether some point meets every inequality.
    public let isFeasible: Bool

    public init(_ constraints: [LinearInequality], dimension: Int) {
        var split = FourierMotzkin.parts(of: constraints, dimension: dimension)
        let roots = split.parts.keys.sorted()
        parts = roots.map { split.parts[$0] ?? [] }
        let index = Dictionary(uniqueKeysWithValues: roots.enumerated().map { ($1, $0) })
        partOf = Dictionary(uniqueKeysWithValues: (0..<dimension).compactMap { variable in index[split.sets.root(variable)].map { (variable, $0) } })
        self.dimension = dimension
        isFeasible = !split.failsConstant && parts.allSatisfy(FourierMotzkin.holds)
    }

    /// The values `variable` takes at the set's points with the variables in `fixed` at those
    /// values (`FourierMotzkin.interval`); `nil` when there is none.
    public func interval(of variable: Int, fixing fixed: [Int: Rational] = [:]) -> Interval? {
        guard isFeasible else { return nil }
        let own = partOf[variable]
        let fixedParts = Set(fixed.keys.compactMap { partOf[$0] })
        for part in fixedParts where part != own {
            guard FourierMotzkin.holds(parts[part].map { $0.fixing(fixed, except: variable) }) else { return nil }
        }
        let system = own.map { parts[$0].map { $0.fixing(fixed, except: variable) } } ?? []
        return FourierMotzkin.interval(of: variable, inPart: system, dimension: dimension)
    }
}

extension LinearInequality {
    /// The inequality with the variables in `fixed` (but `variable`) replaced by their values.
    func fixing(_ fixed: [Int: Rational], except variable: Int) -> LinearInequality {
        var coefficients = expression.coefficients
        var constant = expression.constant
        for (index, value) in fixed where index != variable && !coefficients[index].isZero {
            constant = constant + coefficients[index] * value
            coefficients[index] = .zero
        }
        return LinearInequality(AffineExpression(coefficients: coefficients, constant: constant), isStrict: isStrict)
    }
}

extension AffineExpression {
    /// The indices of the variables with a coefficient.
    var namedVariables: [Int] { coefficients.indices.filter { !coefficients[$0].isZero } }
}
