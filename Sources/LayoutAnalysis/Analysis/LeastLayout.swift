import ExactGeometry
import Z3

extension ConcreteSolver {
    /// The layout meeting `constraints` that minimizes `first`, then the total magnitude of the
    /// frame values, then each frame value in order: one layout, the optimizer's exact optimum.
    ///
    /// The values in order only break ties: the optimizer is asked for them only when another
    /// layout has the same optimum for `first` and the total magnitude (one solver call says so),
    /// as each is one more optimization.
    func leastLayout(
        _ constraints: [BoolExpr], _ encoding: ProblemEncoding, _ keyboard: [Variable: Rational], first: [RealExpr]
    ) throws -> Outcome<Assignment?> {
        let optimizer = try Optimizer(context, limits: limits)
        try optimizer.assert(encoding.feasible)
        for constraint in constraints { try optimizer.assert(constraint) }
        let magnitudes = bounds(ofMagnitudesIn: encoding)
        for bound in magnitudes.bounds { try optimizer.assert(bound) }
        for objective in first { _ = try optimizer.minimize(objective) }
        _ = try optimizer.minimize(context.sum(magnitudes.terms))
        switch try optimizer.check() {
        case .unsatisfiable: return .decided(nil)
        case .unknown(let reason): return .unknown(reason)
        case .satisfiable: break
        }
        let model = try optimizer.model()
        let least = try layout(in: model, encoding, keyboard)
        let optima = try (first + [context.sum(magnitudes.terms)]).map { ($0, try model.value($0)) }
        switch try isOnlyLayout(least, meeting: constraints + magnitudes.bounds, optima: optima, encoding) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(true): return .decided(least)
        case .decided(false): break
        }
        for variable in problem.frameVariables { _ = try optimizer.minimize(encoding[variable]) }
        switch try optimizer.check() {
        case .unsatisfiable: return .decided(nil)
        case .unknown(let reason): return .unknown(reason)
        case .satisfiable: return .decided(try layout(in: optimizer.model(), encoding, keyboard))
        }
    }

    /// Each frame value's magnitude as a term no smaller than it (equal to it wherever their sum is least).
    private func bounds(ofMagnitudesIn encoding: ProblemEncoding) -> (terms: [RealExpr], bounds: [BoolExpr]) {
        let terms = problem.frameVariables.indices.map { context.real("magnitude.\($0)") }
        let bounds = zip(terms, problem.frameVariables).map { term, variable in
            term >= encoding[variable] && term >= -encoding[variable]
        }
        return (terms, bounds)
    }

    /// Whether `layout` is the only feasible one meeting `constraints` (the magnitudes' bounds
    /// among them) whose objectives are no more than the optima: then no tie is left to break.
    private func isOnlyLayout(
        _ layout: Assignment, meeting constraints: [BoolExpr], optima: [(RealExpr, Rational)], _ encoding: ProblemEncoding
    ) throws -> Outcome<Bool> {
        let scope = try rows.get(), solver = scope.solver
        return try solver.withScope {
            for constraint in constraints { try solver.assert(constraint) }
            for (objective, optimum) in optima { try solver.assert(objective <= optimum) }
            try solver.assert(differs(from: layout, encoding))
            switch try solver.check(assuming: scope.requiredLabels) {
            case .unsatisfiable: return .decided(true)
            case .satisfiable: return .decided(false)
            case .unknown(let reason): return .unknown(reason)
            }
        }
    }
}
