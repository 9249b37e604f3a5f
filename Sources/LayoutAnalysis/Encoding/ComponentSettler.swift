import ExactGeometry
import LayoutSpec
import Z3

/// Settles the parts of a layout the keyboard cannot move: each is solved once, and where its
/// resolved layout is unique, its frames become constants. The optimality conditions then cover
/// only the parts that do move, which is what makes a question about a whole region cheap.
///
/// Exact by construction: a part is settled only when the values found satisfy its required rows
/// (checked in rationals) and a solver proves that no feasible layout of the part costs less, or
/// as little and differs. Anything else leaves the part as it was.
final class ComponentSettler {
    let context: Context
    private let limits: ResourceLimits
    private var layouts: [SteadyPart.Key: [Variable: Rational]?]

    /// `known` parts are looked up; others are solved in `context` and remembered.
    init(context: Context, limits: ResourceLimits, known: SettledParts = SettledParts()) {
        self.context = context
        self.limits = limits
        self.layouts = known.layouts
    }

    /// `presolve` with every part of `parts` (the steady parts after it) that has a unique
    /// resolved layout fixed to it.
    func settle(_ parts: [SteadyPart], after presolve: Presolve) throws -> Presolve {
        var settled = presolve
        for part in parts {
            let values: [Variable: Rational]?
            if let known = layouts[part.key] {
                values = known
            } else {
                values = try uniqueLayout(of: part)
                layouts[part.key] = .some(values)
            }
            if let values { settled = settled.settling(values, rows: part.requiredRows) }
        }
        return settled
    }

    /// The part's only resolved layout, or `nil` when it has none, several, or a question came back
    /// unknown. The optimality conditions propose a layout; a second question, on the rows alone,
    /// proves that no feasible layout costs less, or as little and differs.
    func uniqueLayout(of part: SteadyPart) throws -> [Variable: Rational]? {
        let solver = try Solver(context, limits: limits)
        let encoding = ProblemEncoding(part.problem, in: context, copy: "settle.")
        let proposed: [Rational]? = try solver.withScope {
            try solver.assert(OptimalityConditions.resolved(encoding))
            guard try solver.check() == .satisfiable else { return nil }
            let model = try solver.model()
            return try part.variables.map { try model.value(encoding[$0]) }
        }
        guard let chosen = proposed else { return nil }
        let values = Dictionary(uniqueKeysWithValues: zip(part.variables, chosen))
        let assignment = { (variable: Variable) in values[variable] ?? .zero }
        guard part.problem.isFeasible(assignment) else { return nil }
        let optimum = part.problem.levelCosts(assignment)

        let differs = zip(part.variables, chosen).map { variable, value in encoding[variable] < value || encoding[variable] > value }
        try solver.assert(encoding.feasible)
        try solver.assert(encoding.costsBelow(optimum) || (encoding.costsEqual(optimum) && context.or(differs)))
        return try solver.check() == .unsatisfiable ? values : nil
    }
}

/// What settling found for each steady part — its only resolved layout, or `nil` — shared
/// read-only by the analyses of every environment.
struct SettledParts: Sendable {
    fileprivate(set) var layouts: [SteadyPart.Key: [Variable: Rational]?] = [:]
    private(set) var solverCalls = 0

    /// Solves each distinct part of `parts` once, each in a context of its own, so the answers and
    /// the number of solver calls are the same whatever the number of workers. Parts not reached
    /// within the time budget stay unsolved (each environment would settle them itself).
    static func solving(_ parts: [SteadyPart], limits: ResourceLimits, pool: WorkerPool, budget: TimeBudget? = nil) throws -> SettledParts {
        var seen = Set<SteadyPart.Key>()
        let distinct = parts.filter { seen.insert($0.key).inserted }
        let solved = try pool.map(distinct) { part -> ([Variable: Rational]?, Int)? in
            if let budget, budget.isSpent { return nil }
            let context = try Context()
            let layout = try ComponentSettler(context: context, limits: limits).uniqueLayout(of: part)
            return (layout, context.checkCount)
        }
        var settled = SettledParts()
        for (part, outcome) in zip(distinct, solved) {
            guard let (layout, calls) = outcome else { continue }
            settled.layouts[part.key] = .some(layout)
            settled.solverCalls += calls
        }
        return settled
    }
}
