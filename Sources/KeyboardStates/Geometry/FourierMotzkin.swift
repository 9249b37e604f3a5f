import ExactGeometry

/// Exact decisions over a conjunction of linear inequalities (strict or not) by Fourier–Motzkin
/// elimination over the rationals. Most regions have one or two parameters, where the quadratic
/// growth of the method does not matter and no solver is needed; a window range has four or five,
/// so the decisions keep only the tightest of parallel inequalities after each step (`pruned`).
/// The analysis also eliminates the few frames a layout leaves free (`eliminatingFirst`, with a
/// size limit).
public enum FourierMotzkin {
    /// Whether some point satisfies every inequality.
    public static func isFeasible(_ constraints: [LinearInequality], dimension: Int) -> Bool {
        guard dimension > 0 else { return !hasContradiction(constraints) }
        return partsHold(constraints, dimension: dimension)
    }

    /// The inequalities over the variables after the first `count`, whose solutions are exactly
    /// the projections of the set's points (a violated constant inequality when it is empty);
    /// `nil` when a step would make more than `sizeLimit` inequalities.
    public static func eliminatingFirst(_ count: Int, from constraints: [LinearInequality], sizeLimit: Int) -> [LinearInequality]? {
        var system = constraints
        for variable in 0..<count {
            let coefficients = system.map { $0.expression.coefficients[variable] }
            let (lowers, uppers) = (coefficients.filter(\.isNegative).count, coefficients.filter { Rational.zero < $0 }.count)
            guard lowers * uppers + system.count <= sizeLimit else { return nil }
            system = eliminate(variable, from: system)
        }
        return system
    }

    /// A point satisfying every inequality, `nil` when there is none. Each coordinate is taken
    /// from the middle of its feasible interval given the earlier ones, so the point is interior
    /// whenever the set has an interior along that axis, and on the boundary only when it must be.
    public static func samplePoint(_ constraints: [LinearInequality], dimension: Int) -> [Rational]? {
        guard let systems = projections(constraints, dimension: dimension) else { return nil }
        var point: [Rational] = []
        for variable in 0..<dimension {
            let padded = point + Array(repeating: Rational.zero, count: dimension - variable)
            guard let interval = Interval(of: variable, in: systems[variable + 1], fixing: padded) else { return nil }
            point.append(interval.sample)
        }
        return point
    }

    /// The values `variable` takes at the set's points with the variables in `fixed` at those
    /// values (the others anywhere): exact, strict ends and all; `nil` when there is none.
    public static func interval(
        of variable: Int, over constraints: [LinearInequality], dimension: Int, fixing fixed: [Int: Rational]
    ) -> Interval? {
        let system = constraints.map { $0.fixing(fixed, except: variable) }
        let (constraining, othersHold) = part(constraining: variable, of: system, dimension: dimension)
        guard othersHold else { return nil }
        return interval(of: variable, inPart: constraining, dimension: dimension)
    }

    /// The values `variable` takes at the points of `part`, every other variable it names
    /// eliminated; `nil` when there is none.
    static func interval(of variable: Int, inPart part: [LinearInequality], dimension: Int) -> Interval? {
        var system = part
        for other in Set(part.flatMap(\.expression.namedVariables)).subtracting([variable]).sorted() {
            system = pruned(eliminate(other, from: system))
        }
        return Interval(of: variable, in: system, fixing: Array(repeating: .zero, count: dimension))
    }

    /// The smallest and largest value of `objective` over the closure of the set, `nil` when the
    /// set is empty; an unbounded side is `nil`.
    public static func range(
        of objective: AffineExpression, over constraints: [LinearInequality], dimension: Int
    ) -> (min: Rational?, max: Rational?)? {
        if dimension <= 1 { return lineRange(of: objective, over: constraints, dimension: dimension) }
        let slopes = objective.coefficients.indices.filter { !objective.coefficients[$0].isZero }
        if slopes.count <= 1 {
            // A constant or one parameter's multiple: that parameter's interval, with no variable added.
            guard let interval = interval(of: slopes.first ?? 0, over: constraints, dimension: dimension, fixing: [:]) else { return nil }
            return scaled(interval, by: slopes.first.map { objective.coefficients[$0] } ?? .zero, plus: objective.constant)
        }
        guard let interval = interval(of: objective, over: constraints, dimension: dimension) else { return nil }
        return (interval.lower?.value, interval.upper?.value)
    }

    /// The values `objective` takes at the set's points: exact, strict ends and all; `nil` when
    /// there is none.
    public static func interval(of objective: AffineExpression, over constraints: [LinearInequality], dimension: Int) -> Interval? {
        // A new last variable t with t == objective; eliminating the others leaves t's interval.
        let lifted = constraints.map { inequality in
            LinearInequality(
                AffineExpression(coefficients: inequality.expression.coefficients + [.zero], constant: inequality.expression.constant),
                isStrict: inequality.isStrict)
        }
        let t = AffineExpression.parameter(dimension, of: dimension + 1)
        let f = AffineExpression(coefficients: objective.coefficients + [.zero], constant: objective.constant)
        let system = lifted + [.lessThan(t, f, strict: false), .lessThan(f, t, strict: false)]
        var reduced = system
        for variable in 0..<dimension {
            reduced = pruned(eliminate(variable, from: reduced))
            if hasContradiction(reduced) { return nil }
        }
        return Interval(of: dimension, in: reduced, fixing: Array(repeating: .zero, count: dimension + 1))
    }

    /// `range` on a point or a line, read off the one variable's interval.
    private static func lineRange(
        of objective: AffineExpression, over constraints: [LinearInequality], dimension: Int
    ) -> (min: Rational?, max: Rational?)? {
        guard dimension == 1 else {
            return hasContradiction(constraints) ? nil : (objective.constant, objective.constant)
        }
        guard let interval = Interval(of: 0, in: constraints, fixing: [.zero]) else { return nil }
        return scaled(interval, by: objective.coefficients[0], plus: objective.constant)
    }

    /// The least and greatest of `slope · v + constant` over the closure of `interval`.
    private static func scaled(_ interval: Interval, by slope: Rational, plus constant: Rational) -> (min: Rational?, max: Rational?) {
        if slope.isZero { return (constant, constant) }
        let value = { (bound: Interval.Bound?) in bound.map { slope * $0.value + constant } }
        return slope.isNegative ? (value(interval.upper), value(interval.lower)) : (value(interval.lower), value(interval.upper))
    }

    /// `systems[k]` mentions only variables `0..<k`; `systems[dimension]` is the input.
    /// `nil` when a contradiction appears, i.e. the set is empty.
    private static func projections(_ constraints: [LinearInequality], dimension: Int) -> [[LinearInequality]]? {
        var systems = [constraints]
        for variable in stride(from: dimension - 1, through: 0, by: -1) {
            guard let last = systems.last else { return nil }
            systems.append(pruned(eliminate(variable, from: last)))
        }
        systems.reverse()
        return systems.contains(where: hasContradiction) ? nil : systems
    }

    static func hasContradiction(_ constraints: [LinearInequality]) -> Bool {
        constraints.contains { $0.expression.isConstant && !$0.isSatisfied(by: []) }
    }

    /// The same set with only the tightest of each family of parallel inequalities (equal
    /// coefficients once scaled to a first coefficient of ±1): each step of an elimination in four
    /// or five variables otherwise squares a system full of them. Small systems are kept as they are.
    static func pruned(_ constraints: [LinearInequality]) -> [LinearInequality] {
        guard constraints.count > 16 else { return constraints }
        var kept: [LinearInequality] = []
        kept.reserveCapacity(constraints.count)
        var family: [[Rational]: Int] = [:]
        for constraint in constraints {
            guard let lead = constraint.expression.coefficients.first(where: { !$0.isZero }) else {
                kept.append(constraint)
                continue
            }
            let scaled = lead.magnitude == .one ? constraint
                : LinearInequality(constraint.expression * (Rational.one / lead.magnitude), isStrict: constraint.isStrict)
            guard let index = family[scaled.expression.coefficients] else {
                family[scaled.expression.coefficients] = kept.count
                kept.append(scaled)
                continue
            }
            // `a·x + c (<|<=) 0` is tighter the larger `c`, and strict at an equal `c`.
            let current = kept[index]
            if current.expression.constant < scaled.expression.constant
                || (current.expression.constant == scaled.expression.constant && scaled.isStrict) {
                kept[index] = scaled
            }
        }
        return kept
    }

    /// Combines every upper bound of `variable` with every lower bound by positive multiples.
    static func eliminate(_ variable: Int, from constraints: [LinearInequality]) -> [LinearInequality] {
        // Kept in order, duplicates and all: hashing exact numbers costs more than the few repeats.
        var uppers: [LinearInequality] = [], lowers: [LinearInequality] = [], others: [LinearInequality] = []
        for constraint in constraints {
            let coefficient = constraint.expression.coefficients[variable]
            if coefficient.isZero {
                if !constraint.expression.isConstant || !constraint.isSatisfied(by: []) {
                    others.append(constraint)
                }
            } else {
                let normalized = LinearInequality(constraint.expression * (Rational.one / coefficient.magnitude), isStrict: constraint.isStrict)
                if coefficient.isNegative { lowers.append(normalized) } else { uppers.append(normalized) }
            }
        }
        for upper in uppers {
            for lower in lowers {
                let combined = LinearInequality(upper.expression + lower.expression, isStrict: upper.isStrict || lower.isStrict)
                if !combined.expression.isConstant || !combined.isSatisfied(by: []) {
                    others.append(combined)
                }
            }
        }
        return others
    }
}

/// A set of points with at most one coordinate, kept as its interval: whether it meets more
/// inequalities then costs a bound for each, with no elimination.
public struct LineSet {
    /// The coordinate's interval; `nil` for a point (no coordinate).
    private let interval: Interval?

    /// `nil` when the set is empty. `dimension` is 0 or 1.
    public init?(_ constraints: [LinearInequality], dimension: Int) {
        precondition(dimension <= 1, "a line set has at most one coordinate")
        if dimension == 0 {
            guard constraints.allSatisfy({ $0.isSatisfied(by: []) }) else { return nil }
            interval = nil
        } else {
            guard let interval = Interval(of: 0, in: constraints, fixing: [.zero]) else { return nil }
            self.interval = interval
        }
    }

    /// Whether some point of the set meets every one of `constraints` too.
    public func meets(_ constraints: [LinearInequality]) -> Bool {
        guard let interval else { return constraints.allSatisfy { $0.isSatisfied(by: []) } }
        return interval.tightened(by: constraints, of: 0, fixing: [.zero]) != nil
    }
}

/// The feasible values of one variable when the others are fixed.
public struct Interval: Sendable {
    public struct Bound: Sendable {
        public var value: Rational
        public var isStrict: Bool
    }

    /// `nil`: unbounded on that side.
    public var lower: Bound?
    public var upper: Bound?

    /// The values' negatives: `[a, b)` becomes `(-b, -a]`.
    public var negated: Interval {
        Interval(lower: upper.map { Bound(value: -$0.value, isStrict: $0.isStrict) }, upper: lower.map { Bound(value: -$0.value, isStrict: $0.isStrict) })
    }

    /// Whether `value` is in the interval.
    public func contains(_ value: Rational) -> Bool {
        let aboveLower = lower.map { $0.isStrict ? $0.value < value : !(value < $0.value) } ?? true
        let belowUpper = upper.map { $0.isStrict ? value < $0.value : !($0.value < value) } ?? true
        return aboveLower && belowUpper
    }

    /// `nil` when the constraints leave no value for `variable`.
    init?(of variable: Int, in constraints: [LinearInequality], fixing point: [Rational]) {
        guard let interval = Interval(lower: nil, upper: nil).tightened(by: constraints, of: variable, fixing: point) else { return nil }
        self = interval
    }

    private init(lower: Bound?, upper: Bound?) {
        self.lower = lower
        self.upper = upper
    }

    /// The values also meeting `constraints`; `nil` when none is left.
    func tightened(by constraints: [LinearInequality], of variable: Int, fixing point: [Rational]) -> Interval? {
        var (lower, upper) = (lower, upper)
        for constraint in constraints {
            let coefficient = constraint.expression.coefficients[variable]
            var remainder = constraint.expression.constant
            for (index, other) in constraint.expression.coefficients.enumerated() where index != variable && !other.isZero {
                remainder = remainder + other * point[index]
            }
            if coefficient.isZero {
                let holds = constraint.isStrict ? remainder.isNegative : !(Rational.zero < remainder)
                if !holds { return nil }
                continue
            }
            // coefficient · v + remainder (<|<=) 0
            let bound = Bound(value: -remainder / coefficient, isStrict: constraint.isStrict)
            if coefficient.isNegative {
                lower = Interval.tighter(lower, bound, preferLarger: true)
            } else {
                upper = Interval.tighter(upper, bound, preferLarger: false)
            }
        }
        if let lower, let upper {
            if upper.value < lower.value { return nil }
            if upper.value == lower.value && (lower.isStrict || upper.isStrict) { return nil }
        }
        return Interval(lower: lower, upper: upper)
    }

    private static func tighter(_ current: Bound?, _ new: Bound, preferLarger: Bool) -> Bound {
        guard let current else { return new }
        if current.value == new.value { return Bound(value: new.value, isStrict: current.isStrict || new.isStrict) }
        return (current.value < new.value) == preferLarger ? new : current
    }

    /// The midpoint, or the one feasible value, or a point one unit inside a half-line.
    var sample: Rational {
        switch (lower, upper) {
        case let (lower?, upper?): return (lower.value + upper.value) / 2
        case let (lower?, nil): return lower.value + 1
        case let (nil, upper?): return upper.value - 1
        case (nil, nil): return .zero
        }
    }
}
