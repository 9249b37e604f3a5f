import ExactGeometry
import LayoutSpec
import Z3

/// Questions about the layout with the keyboard at one exact position: the confirmation every
/// witness goes through before it is reported, and the constraints a finding names.
///
/// Each kind of question has one solver with every row as written asserted once; a question fixes
/// the keyboard in a scope of its own. Answers are facts about the position — a satisfiability, an
/// optimum, a unique layout — so they do not depend on what earlier questions left in a solver.
final class ConcreteSolver {
    let problem: LayoutProblem
    let context: Context
    let limits: ResourceLimits

    init(problem: LayoutProblem, context: Context, limits: ResourceLimits) {
        self.problem = problem
        self.context = context
        self.limits = limits
    }

    private func encoding(_ name: String) -> ProblemEncoding {
        ProblemEncoding(problem, in: context, copy: "\(name).")
    }

    private func fixing(_ keyboard: [KeyboardVariable: Rational], in encoding: ProblemEncoding) -> BoolExpr {
        context.and(KeyboardVariable.allCases.map { encoding[.keyboard($0)] == (keyboard[$0] ?? .zero) })
    }

    private lazy var conflict: Result<(ProblemEncoding, Solver, labels: [BoolExpr]), any Error> = Result {
        let encoding = encoding("conflict")
        let solver = try Solver(context, limits: limits)
        let labels = problem.requiredRows.map { context.bool("holds.\(problem.rows[$0].source.id)") }
        for (label, row) in zip(labels, problem.requiredRows) { try solver.assert(label.implies(encoding.holds(row))) }
        return (encoding, solver, labels)
    }

    /// The required constraints have no solution here: a minimal set of them that conflicts, or
    /// `nil` when they do have a solution.
    func conflictingConstraints(at keyboard: [KeyboardVariable: Rational]) throws -> Outcome<[RowSource]?> {
        let (encoding, solver, labels) = try conflict.get()
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: encoding))
            switch try solver.minimalUnsatisfiableSubset(of: labels) {
            case .unknown(let reason): return .unknown(reason)
            case .satisfiable: return .decided(nil)
            case .minimal(let members): return .decided(members.map { problem.rows[problem.requiredRows[$0]].source })
            }
        }
    }

    private lazy var optimum: Result<(ProblemEncoding, Optimizer, [Objective]), any Error> = Result {
        let encoding = encoding("optimum")
        let optimizer = try Optimizer(context, limits: limits)
        try optimizer.assert(encoding.feasible)
        let objectives = try problem.levels.map { try optimizer.minimize(encoding.cost(of: $0)) }
        return (encoding, optimizer, objectives)
    }

    /// Each level's least total error, highest priority first; `nil` when nothing is feasible.
    ///
    /// `claim`, a layout believed to be resolved here, is checked first: when it satisfies every
    /// required row and no feasible layout is lexicographically cheaper, its costs are the optimum,
    /// proven by one solver call. Otherwise the optimizer computes the optimum.
    func optimalCosts(at keyboard: [KeyboardVariable: Rational], claim: Assignment? = nil) throws -> Outcome<[Rational]?> {
        if let claim, problem.isFeasible({ claim[$0] }) {
            let claimed = costs(of: claim)
            if try nothingCheaper(than: claimed, at: keyboard) { return .decided(claimed) }
        }
        let (encoding, optimizer, objectives) = try optimum.get()
        try optimizer.push()
        defer { try? optimizer.pop() }
        try optimizer.assert(fixing(keyboard, in: encoding))
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

    private lazy var cheaper: Result<(ProblemEncoding, Solver), any Error> = Result {
        let encoding = encoding("cheaper")
        let solver = try Solver(context, limits: limits)
        try solver.assert(encoding.feasible)
        return (encoding, solver)
    }

    /// Whether no feasible layout at `keyboard` costs lexicographically less than `costs`.
    private func nothingCheaper(than costs: [Rational], at keyboard: [KeyboardVariable: Rational]) throws -> Bool {
        let (encoding, solver) = try cheaper.get()
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: encoding))
            try solver.assert(encoding.costsBelow(costs))
            return try solver.check() == .unsatisfiable
        }
    }

    /// Whether `layout` satisfies every required constraint and costs exactly the optimum at
    /// every level: that is, whether it is a layout Auto Layout may resolve to.
    func isResolved(_ layout: Assignment, optimalCosts: [Rational]) -> Bool {
        problem.isFeasible { layout[$0] } && costs(of: layout) == optimalCosts
    }

    func costs(of layout: Assignment) -> [Rational] { problem.levelCosts { layout[$0] } }

    private lazy var cause: Result<(ProblemEncoding, Solver, labels: [BoolExpr]), any Error> = Result {
        let encoding = encoding("cause")
        let solver = try Solver(context, limits: limits)
        let labels = problem.rows.indices.map { context.bool("forces.\(problem.rows[$0].source.id)") }
        for (label, row) in zip(labels, problem.rows.indices) { try solver.assert(label.implies(encoding.holds(row))) }
        return (encoding, solver, labels)
    }

    /// The constraints that hold in `layout` and together force `condition`: a minimal set whose
    /// rows, holding, leave no layout without it. Empty when they do not force it on their own.
    func forcingConstraints(of condition: Condition, in layout: Assignment, at keyboard: [KeyboardVariable: Rational]) throws -> [RowSource] {
        let (encoding, solver, labels) = try cause.get()
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: encoding))
            try solver.assert(!encoding.satisfies(condition))
            let holding = problem.rows.indices.filter { problem.rows[$0].violation { layout[$0] }.isZero }
            // The rows apart from the condition's frames hold in `layout` on their own, so every
            // one of them would be dropped one by one: leaving them out gives the same set sooner.
            let members = problem.rows(holding, connectedTo: condition.variables)
            guard case .minimal(let forcing) = try solver.minimalUnsatisfiableSubset(of: members.map { labels[$0] }) else { return [] }
            return forcing.map { problem.rows[members[$0]].source }
        }
    }

    /// Coordinates are never this far out in a layout worth reporting; the bound makes every
    /// extreme layout below exist.
    static let coordinateBound: Rational = 1_000_000

    /// The resolved layout with the least (or greatest) frame values in `order`, among those with
    /// `condition`'s closure that cost `optimalCosts`: a single, well-defined layout, whatever
    /// models the solver prefers. `nil` when there is none.
    ///
    /// Most layouts are fully determined once every level costs its optimum: one solve finds the
    /// layout — or `claim` is it, checked in rationals — and a second proves there is no other, so
    /// it is the extreme one in every order. Only a layout with freedom left goes through the
    /// optimizer's lexicographic minimization.
    func extremeLayout(
        _ order: [Variable], maximizing: Bool, closureOf condition: Condition?, optimalCosts: [Rational],
        at keyboard: [KeyboardVariable: Rational], claim: Assignment? = nil
    ) throws -> Assignment? {
        let (encoding, solver) = try extreme.get()
        var constraints = [fixing(keyboard, in: encoding)]
        if let condition { constraints.append(encoding.satisfies(condition.closure)) }
        constraints.append(encoding.costsEqual(optimalCosts))

        let quick: QuickLayout = try solver.withScope {
            for constraint in constraints { try solver.assert(constraint) }
            let found: Assignment
            if let claim, isCandidate(claim, closureOf: condition, optimalCosts: optimalCosts, at: keyboard) {
                found = claim
            } else {
                guard try solver.check() == .satisfiable else { return .none }
                found = try layout(in: solver.model(), encoding, keyboard)
            }
            try solver.assert(context.or(problem.frameVariables.map { variable in
                let value = found[variable]
                return encoding[variable] < value || encoding[variable] > value
            }))
            return try solver.check() == .unsatisfiable ? .unique(found) : .freedomLeft
        }
        switch quick {
        case .none: return nil
        case .unique(let layout): return layout
        case .freedomLeft: break
        }

        let optimizer = try Optimizer(context, limits: limits)
        for constraint in bounded(encoding) + constraints { try optimizer.assert(constraint) }
        for variable in order { _ = try optimizer.minimize(maximizing ? -encoding[variable] : encoding[variable]) }
        guard try optimizer.check() == .satisfiable else { return nil }
        return try layout(in: optimizer.model(), encoding, keyboard)
    }

    /// Whether `layout` meets every constraint of the extreme-layout question (checked exactly).
    private func isCandidate(_ layout: Assignment, closureOf condition: Condition?, optimalCosts: [Rational], at keyboard: [KeyboardVariable: Rational]) -> Bool {
        KeyboardVariable.allCases.allSatisfy { layout[.keyboard($0)] == (keyboard[$0] ?? .zero) }
            && problem.frameVariables.allSatisfy { layout[$0].magnitude <= ConcreteSolver.coordinateBound }
            && isResolved(layout, optimalCosts: optimalCosts)
            && (condition?.closure.holds { layout[$0] } ?? true)
    }

    private enum QuickLayout {
        case none, unique(Assignment), freedomLeft
    }

    private lazy var extreme: Result<(ProblemEncoding, Solver), any Error> = Result {
        let encoding = encoding("extreme")
        let solver = try Solver(context, limits: limits)
        for constraint in bounded(encoding) { try solver.assert(constraint) }
        return (encoding, solver)
    }

    /// Feasible, with every coordinate within the bound.
    private func bounded(_ encoding: ProblemEncoding) -> [BoolExpr] {
        [encoding.feasible] + problem.frameVariables.flatMap { variable in
            [encoding[variable] >= -ConcreteSolver.coordinateBound, encoding[variable] <= ConcreteSolver.coordinateBound]
        }
    }

    private func layout(in model: Model, _ encoding: ProblemEncoding, _ keyboard: [KeyboardVariable: Rational]) throws -> Assignment {
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
