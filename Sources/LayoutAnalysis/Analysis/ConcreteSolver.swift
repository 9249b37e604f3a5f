import ExactGeometry
import LayoutSpec
import Z3

/// Questions about the layout with the keyboard at one exact position: the confirmation every
/// witness goes through before it is reported, and the constraints a finding names.
///
/// The rows as written are held behind labels in one solver (`LabeledRows`, shared by the
/// environment's sets of active constraints), and the optimizer has its own; a question fixes the
/// keyboard in a scope of its own. Answers are facts about the position — a satisfiability, an
/// optimum, a unique layout — so they do not depend on what earlier questions left in a solver.
final class ConcreteSolver {
    let problem: LayoutProblem
    let context: Context
    let limits: ResourceLimits
    /// The frame variables the required equalities leave free: every other one is an affine
    /// function of these and the keyboard in every feasible layout, so two feasible layouts that
    /// agree on these agree everywhere.
    let independent: [Variable]

    /// What proves a claim the only resolved layout without a solver call.
    private var proofs: UniqueLayoutProofs
    /// Where the rows are held, shared with other problems of the environment (`nil`: its own).
    let shared: LabeledRows?

    /// `presolve`: the problem's own (`Presolve(problem)`), when the caller has made it already.
    /// `certificates`: where claims proven the only resolved layout are kept for problems of the same shape.
    init(
        problem: LayoutProblem, context: Context, limits: ResourceLimits, presolve: Presolve? = nil, rows shared: LabeledRows? = nil,
        certificates: RegionCertificates = RegionCertificates()
    ) {
        self.problem = problem
        self.context = context
        self.limits = limits
        self.shared = shared
        let determined = presolve ?? Presolve(problem)
        self.independent = problem.frameVariables.filter { !determined.isEliminated($0) }
        self.proofs = UniqueLayoutProofs(problem, certificates: certificates)
    }

    func fixing(_ keyboard: [Variable: Rational], in encoding: ProblemEncoding) -> BoolExpr {
        context.and(encoding.parameters.map { encoding[$0] == (keyboard[$0] ?? .zero) })
    }

    /// The one solver the questions below share: every row labeled (see `LabeledRows`).
    private(set) lazy var rows = Result { try RowScope(of: self) }

    /// The required constraints have no solution here: a minimal set of them that conflicts, or
    /// `nil` when they do have a solution.
    func conflictingConstraints(at keyboard: [Variable: Rational]) throws -> Outcome<[RowSource]?> {
        let scope = try rows.get(), solver = scope.solver
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: scope.encoding))
            switch try solver.minimalUnsatisfiableSubset(of: scope.requiredLabels) {
            case .unknown(let reason): return .unknown(reason)
            case .satisfiable: return .decided(nil)
            case .minimal(let members): return .decided(members.map { problem.rows[problem.requiredRows[$0]].source })
            }
        }
    }

    private lazy var optimum = Result {
        let scope = try Scope<Optimizer>("optimum", of: self)
        let objectives = try problem.levels.map { try scope.solver.minimize(scope.encoding.cost(of: $0)) }
        return (scope, objectives)
    }

    /// Each level's least total error, highest priority first; `nil` when nothing is feasible.
    ///
    /// `claim`, a layout believed to be resolved here, is checked first: when it satisfies every
    /// required row and no feasible layout is lexicographically cheaper, its costs are the optimum,
    /// proven by one solver call. Otherwise the optimizer computes the optimum.
    func optimalCosts(at keyboard: [Variable: Rational], claim: Assignment? = nil) throws -> Outcome<[Rational]?> {
        if let claim, problem.isFeasible({ claim[$0] }) {
            let claimed = costs(of: claim)
            if try nothingCheaper(than: claimed, at: keyboard) { return .decided(claimed) }
        }
        let (scope, objectives) = try optimum.get()
        let optimizer = scope.solver
        try optimizer.push()
        defer { try? optimizer.pop() }
        try optimizer.assert(fixing(keyboard, in: scope.encoding))
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

    /// The optimality conditions, for claims (`resolvedLayout(at:pinned:)`); made on first use.
    private lazy var claims = Result {
        let scope = try Scope<Solver>("claim", of: self)
        try scope.solver.assert(OptimalityConditions.resolved(scope.encoding))
        return scope
    }

    /// A resolved layout at `keyboard` with `pinned` at zero, as the optimality conditions give
    /// it: a claim for the questions above to check, `nil` when they give none. Pinning loses no
    /// resolved layout: the freedom's moves change no row, and a frame in no row is free.
    func resolvedLayout(at keyboard: [Variable: Rational], pinned: [Variable]) throws -> Assignment? {
        let scope = try claims.get(), solver = scope.solver
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: scope.encoding))
            for variable in pinned { try solver.assert(scope.encoding[variable] == Rational.zero) }
            guard try solver.check() == .satisfiable else { return nil }
            return try layout(in: solver.model(), scope.encoding, keyboard)
        }
    }

    /// Whether no feasible layout at `keyboard` costs lexicographically less than `costs`.
    private func nothingCheaper(than costs: [Rational], at keyboard: [Variable: Rational]) throws -> Bool {
        let scope = try rows.get(), solver = scope.solver
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: scope.encoding))
            try solver.assert(scope.encoding.costsBelow(costs))
            return try solver.check(assuming: scope.requiredLabels) == .unsatisfiable
        }
    }

    /// Whether `layout` satisfies every required constraint and costs exactly the optimum at
    /// every level: that is, whether it is a layout Auto Layout may resolve to.
    func isResolved(_ layout: Assignment, optimalCosts: [Rational]) -> Bool {
        problem.isFeasible { layout[$0] } && costs(of: layout) == optimalCosts
    }

    func costs(of layout: Assignment) -> [Rational] { problem.levelCosts { layout[$0] } }

    /// The canonical resolved layout with `pinned` frame variables at zero: a single,
    /// well-defined layout, whatever models the solver prefers. `nil` when there is none.
    ///
    /// `pinned` are the parameters of the layout's structural freedom (`Freedom`): every resolved
    /// layout is one with them at zero moved along the freedom, so pinning them loses no layout.
    /// What is left is most often determined once every level costs its optimum: one solve finds
    /// the layout — or `claim` is it, checked in rationals — and a second proves there is no
    /// other. Only a layout with freedom still left goes through the optimizer: the one with the
    /// least total magnitude of its frame values, ties broken by the least values in order — a
    /// layout in the screen's own scale, never at some artificial bound.
    func canonicalLayout(
        optimalCosts: [Rational], pinned: [Variable], at keyboard: [Variable: Rational], claim: Assignment? = nil
    ) throws -> Outcome<CanonicalLayout?> {
        let scope = try rows.get(), (encoding, solver) = (scope.encoding, scope.solver)
        let constraints = resolvedAt(keyboard, optimalCosts, encoding) + pinned.map { encoding[$0] == Rational.zero }
        let quick: Outcome<QuickLayout> = try solver.withScope {
            for constraint in constraints { try solver.assert(constraint) }
            let found: Assignment
            if let claim, keyboard.allSatisfy({ claim[$0.key] == $0.value }), isResolved(claim, optimalCosts: optimalCosts),
               pinned.allSatisfy({ claim[$0].isZero }) {
                found = claim
            } else {
                switch try solver.check(assuming: scope.requiredLabels) {
                case .unsatisfiable: return .decided(.none)
                case .unknown(let reason): return .unknown(reason)
                case .satisfiable: found = try layout(in: solver.model(), encoding, keyboard)
                }
            }
            try solver.assert(differs(from: found, encoding))
            switch try solver.check(assuming: scope.requiredLabels) {
            case .unsatisfiable: return .decided(.unique(found))
            case .unknown(let reason): return .unknown(reason)
            case .satisfiable: return .decided(.freedomLeft)
            }
        }
        switch quick {
        case .unknown(let reason): return .unknown(reason)
        case .decided(.none): return .decided(nil)
        case .decided(.unique(let layout)): return .decided(CanonicalLayout(layout: layout, isUnique: true))
        case .decided(.freedomLeft):
            switch try leastLayout(constraints, encoding, keyboard, first: []) {
            case .unknown(let reason): return .unknown(reason)
            case .decided(let layout): return .decided(layout.map { CanonicalLayout(layout: $0, isUnique: false) })
            }
        }
    }

    /// Whether `claim` is the only resolved layout at `keyboard` with `pinned` at zero: it meets
    /// every required row, and no feasible layout there costs less, or as much while differing
    /// from it. One solver call proves what `optimalCosts` and `canonicalLayout` prove in two
    /// (pinning loses no cheaper layout: the freedom's moves change no row); `false` only says
    /// this call proved nothing, and those two decide.
    func isOnlyResolvedLayout(_ claim: Assignment, pinned: [Variable], at keyboard: [Variable: Rational]) throws -> Outcome<Bool> {
        guard keyboard.allSatisfy({ claim[$0.key] == $0.value }),
              problem.isFeasible({ claim[$0] }), pinned.allSatisfy({ claim[$0].isZero }) else { return .decided(false) }
        // The required equalities fix every frame: the claim is the only feasible layout.
        if independent.isEmpty || proofs.proves(claim, pinned: pinned) { return .decided(true) }
        let scope = try rows.get(), (encoding, solver) = (scope.encoding, scope.solver)
        let claimed = costs(of: claim)
        return try solver.withScope {
            try solver.assert(fixing(keyboard, in: encoding))
            for variable in pinned { try solver.assert(encoding[variable] == Rational.zero) }
            try solver.assert(encoding.costsBelow(claimed) || (encoding.costsEqual(claimed) && differs(from: claim, encoding)))
            switch try solver.check(assuming: scope.requiredLabels) {
            case .unsatisfiable:
                proofs.record(claim, pinned: pinned)
                return .decided(true)
            case .satisfiable: return .decided(false)
            case .unknown(let reason): return .unknown(reason)
            }
        }
    }

    /// Whether some resolved layout at `keyboard` has `condition`.
    func someResolvedLayout(satisfies condition: Condition, optimalCosts: [Rational], at keyboard: [Variable: Rational]) throws -> Outcome<Bool> {
        let scope = try rows.get(), (encoding, solver) = (scope.encoding, scope.solver)
        return try solver.withScope {
            for constraint in resolvedAt(keyboard, optimalCosts, encoding) { try solver.assert(constraint) }
            try solver.assert(encoding.satisfies(condition))
            switch try solver.check(assuming: scope.requiredLabels) {
            case .satisfiable: return .decided(true)
            case .unsatisfiable: return .decided(false)
            case .unknown(let reason): return .unknown(reason)
            }
        }
    }

    /// A resolved layout whose `variable` differs from `layout`'s by at most `step`, as far as it
    /// goes that way (up first, else down); `nil` when `variable` has only `layout`'s value.
    func movedLayout(
        from layout: Assignment, along variable: Variable, step: Rational, optimalCosts: [Rational], at keyboard: [Variable: Rational]
    ) throws -> Outcome<Assignment?> {
        let encoding = try rows.get().encoding
        let value = layout[variable]
        for direction in [Rational.one, Rational(-1)] {
            let window = [direction * (encoding[variable] - value) > Rational.zero, direction * (encoding[variable] - value) <= step]
            switch try leastLayout(resolvedAt(keyboard, optimalCosts, encoding) + window, encoding, keyboard, first: [-direction * encoding[variable]]) {
            case .unknown(let reason): return .unknown(reason)
            case .decided(let moved?): return .decided(moved)
            case .decided(nil): continue
            }
        }
        return .decided(nil)
    }

    private enum QuickLayout {
        case none, unique(Assignment), freedomLeft
    }

    private func resolvedAt(_ keyboard: [Variable: Rational], _ optimalCosts: [Rational], _ encoding: ProblemEncoding) -> [BoolExpr] {
        [fixing(keyboard, in: encoding), encoding.costsEqual(optimalCosts)]
    }

    func differs(from layout: Assignment, _ encoding: ProblemEncoding) -> BoolExpr {
        context.or(independent.map { variable in
            encoding[variable] < layout[variable] || encoding[variable] > layout[variable]
        })
    }

    func layout(in model: Model, _ encoding: ProblemEncoding, _ keyboard: [Variable: Rational]) throws -> Assignment {
        var values: [Variable: Rational] = [:]
        for variable in problem.frameVariables { values[variable] = try model.value(encoding[variable]) }
        for (variable, value) in keyboard { values[variable] = value }
        return Assignment(values: values)
    }
}
