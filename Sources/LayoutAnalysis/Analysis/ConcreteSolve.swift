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
            return try ConcreteSolve.minimalUnsatisfiable(Array(zip(labels, required)), in: solver)
                .map { .decided($0.map { problem.rows[$0.1].source }) } ?? .unknown("the core could not be minimized")
        }
    }

    /// A minimal subset that is still unsatisfiable, found by trying to drop each member in the
    /// given order. It starts from the whole list, not from the solver's core, so the answer is
    /// the same in every run. `nil` when a check comes back unknown.
    static func minimalUnsatisfiable<Label>(_ members: [(BoolExpr, Label)], in solver: Solver) throws -> [(BoolExpr, Label)]? {
        var kept = members
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            switch try solver.check(assuming: trial.map(\.0)) {
            case .unsatisfiable: kept = trial
            case .satisfiable: index += 1
            case .unknown: return nil
            }
        }
        return kept
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
        return try ConcreteSolve.minimalUnsatisfiable(Array(zip(labels, holding)), in: solver)?.map { problem.rows[$0.1].source } ?? []
    }

    /// Coordinates are never this far out in a layout worth reporting; the bound makes every
    /// extreme layout below exist.
    static let coordinateBound: Rational = 1_000_000

    /// The resolved layout with the least (or greatest) frame values in `order`, among those with
    /// `condition`'s closure that cost `optimalCosts`: a single, well-defined layout, whatever
    /// models the solver prefers. `nil` when there is none.
    ///
    /// Most layouts are fully determined once every level costs its optimum: one solve finds the
    /// layout and a second proves there is no other, so it is the extreme one in every order.
    /// Only a layout with freedom left goes through the optimizer's lexicographic minimization.
    func extremeLayout(_ order: [Variable], maximizing: Bool, closureOf condition: Condition?, optimalCosts: [Rational]) throws -> Assignment? {
        let (encoding, fixed) = encoding(maximizing ? "greatest" : "least")
        var constraints = [fixed, encoding.feasible]
        for variable in problem.frameVariables {
            constraints.append(encoding[variable] >= -ConcreteSolve.coordinateBound)
            constraints.append(encoding[variable] <= ConcreteSolve.coordinateBound)
        }
        if let condition { constraints.append(encoding.satisfies(condition.closure)) }
        constraints += zip(problem.levels, optimalCosts).map { encoding.cost(of: $0) == $1 }

        let solver = try Solver(context, limits: limits)
        for constraint in constraints { try solver.assert(constraint) }
        guard try solver.check() == .satisfiable else { return nil }
        let found = try layout(in: solver.model(), encoding)
        try solver.assert(context.or(problem.frameVariables.map { variable in
            let value = found[variable]
            return encoding[variable] < value || encoding[variable] > value
        }))
        if try solver.check() == .unsatisfiable { return found }

        let optimizer = try Optimizer(context, limits: limits)
        for constraint in constraints { try optimizer.assert(constraint) }
        for variable in order { _ = try optimizer.minimize(maximizing ? -encoding[variable] : encoding[variable]) }
        guard try optimizer.check() == .satisfiable else { return nil }
        return try layout(in: optimizer.model(), encoding)
    }

    private func layout(in model: Model, _ encoding: ProblemEncoding) throws -> Assignment {
        var values: [Variable: Rational] = [:]
        for variable in problem.frameVariables { values[variable] = try model.value(encoding[variable]) }
        for (variable, value) in keyboard { values[.keyboard(variable)] = value }
        return Assignment(values: values)
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
