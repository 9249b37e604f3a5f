import ExactGeometry
import LayoutSpec
import Z3

/// Questions about the layout with the keyboard at one exact position: the confirmation every
/// witness goes through before it is reported, and the constraints a finding names.
struct ConcreteSolve {
    let problem: LayoutProblem
    let keyboard: [KeyboardVariable: Rational]
    let context: Context
    let limits: ResourceLimits

    private func encoding(_ name: String) -> (ProblemEncoding, BoolExpr) {
        let encoding = ProblemEncoding(problem, in: context, copy: "\(name).")
        let fixed = context.and(KeyboardVariable.allCases.map { encoding[.keyboard($0)] == (keyboard[$0] ?? .zero) })
        return (encoding, fixed)
    }

    /// The required constraints have no solution here: a minimal set of them that conflicts, or
    /// `nil` when they do have a solution.
    func conflictingConstraints() throws -> Outcome<[RowSource]?> {
        let (encoding, fixed) = encoding("conflict")
        let solver = try Solver(context, limits: limits)
        try solver.assert(fixed)
        let required = problem.requiredRows
        let labels = required.map { context.bool("holds.\(problem.rows[$0].source.id)") }
        for (label, row) in zip(labels, required) { try solver.assert(label.implies(encoding.holds(row))) }
        switch try solver.check(assuming: labels) {
        case .satisfiable: return .decided(nil)
        case .unknown(let reason): return .unknown(reason)
        case .unsatisfiable:
            let core = try solver.minimizedCore(assuming: labels)
            return .decided(zip(labels, required).filter { pair in core.contains { $0.isIdentical(to: pair.0) } }
                .map { problem.rows[$0.1].source })
        }
    }

    /// Each level's least total error, highest priority first; `nil` when nothing is feasible.
    func optimalCosts() throws -> Outcome<[Rational]?> {
        let (encoding, fixed) = encoding("optimum")
        let optimizer = try Optimizer(context, limits: limits)
        try optimizer.assert(fixed)
        try optimizer.assert(encoding.feasible)
        let objectives = try problem.levels.map { try optimizer.minimize(encoding.cost(of: $0)) }
        switch try optimizer.check() {
        case .unsatisfiable: return .decided(nil)
        case .unknown(let reason): return .unknown(reason)
        case .satisfiable:
            var costs: [Rational] = []
            for objective in objectives {
                guard let cost = try optimizer.lowerBound(objective) else {
                    return .unknown("the optimizer reported no finite optimum")
                }
                costs.append(cost)
            }
            return .decided(costs)
        }
    }

    /// Whether `layout` satisfies every required constraint and costs exactly the optimum at
    /// every level: that is, whether it is a layout Auto Layout may resolve to.
    func isResolved(_ layout: Assignment, optimalCosts: [Rational]) -> Bool {
        let violation = { (row: Int) in problem.rows[row].violation { layout[$0] } }
        guard problem.requiredRows.allSatisfy({ violation($0).isZero }) else { return false }
        return zip(problem.levels, optimalCosts).allSatisfy { level, optimum in
            problem.optionalRows.filter { problem.rows[$0].priority == level }
                .reduce(Rational.zero) { $0 + violation($1) } == optimum
        }
    }

    /// The constraints that hold in `layout` and together force `condition`: a minimal set whose
    /// rows, holding, leave no layout without it. Empty when they do not force it on their own.
    func forcingConstraints(of condition: Condition, in layout: Assignment) throws -> [RowSource] {
        let (encoding, fixed) = encoding("cause")
        let solver = try Solver(context, limits: limits)
        try solver.assert(fixed)
        try solver.assert(!encoding.satisfies(condition))
        let holding = problem.rows.indices.filter { problem.rows[$0].violation { layout[$0] }.isZero }
        let labels = holding.map { context.bool("forces.\(problem.rows[$0].source.id)") }
        for (label, row) in zip(labels, holding) { try solver.assert(label.implies(encoding.holds(row))) }
        guard try solver.check(assuming: labels) == .unsatisfiable else { return [] }
        let core = try solver.minimizedCore(assuming: labels)
        return zip(labels, holding).filter { pair in core.contains { $0.isIdentical(to: pair.0) } }
            .map { problem.rows[$0.1].source }
    }
}

/// A solver answer, or the reason it gave none.
enum Outcome<Value> {
    case decided(Value)
    case unknown(String)
}

extension ProblemEncoding {
    func satisfies(_ condition: Condition) -> BoolExpr {
        context.or(condition.alternatives.map { comparisons in
            context.and(comparisons.map { comparison in
                comparison.isStrict ? term(comparison.form) < Rational.zero : term(comparison.form) <= Rational.zero
            })
        })
    }
}
