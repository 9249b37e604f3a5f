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
///
/// One settler serves the analyses of one context; it remembers each part it solved, so the sets
/// of active constraints of an environment that share a part solve it once.
final class ComponentSettler {
    let context: Context
    private let limits: ResourceLimits
    private var solved: [[LayoutRow]: [Variable: Rational]?] = [:]

    init(context: Context, limits: ResourceLimits) {
        self.context = context
        self.limits = limits
    }

    func settle(_ problem: LayoutProblem, _ presolve: Presolve) throws -> Presolve {
        var settled = presolve
        for component in presolve.components(of: problem) where !component.followsKeyboard {
            var part = problem
            part.rows = component.rows.map { index in
                var row = problem.rows[index]
                row.form = presolve.substituted(row.form)
                return row
            }
            let values: [Variable: Rational]?
            if let known = solved[part.rows] {
                values = known
            } else {
                values = try uniqueLayout(of: part, variables: component.variables)
                solved[part.rows] = values
            }
            if let values {
                settled = settled.settling(values, rows: component.rows.filter { problem.rows[$0].priority.isRequired })
            }
        }
        return settled
    }

    private lazy var solver = Result { try Solver(context, limits: limits) }

    /// The part's only resolved layout, or `nil` when it has none, several, or a question came back
    /// unknown. The optimality conditions propose a layout; a second question, on the rows alone,
    /// proves that no feasible layout costs less or the same and differs.
    private func uniqueLayout(of part: LayoutProblem, variables: [Variable]) throws -> [Variable: Rational]? {
        let solver = try solver.get()
        let encoding = ProblemEncoding(part, in: context, copy: "settle.")
        try solver.push()
        defer { try? solver.pop() }

        try solver.push()
        try solver.assert(OptimalityConditions.resolved(encoding))
        guard try solver.check() == .satisfiable else { return nil }
        let model = try solver.model()
        let chosen = try variables.map { try model.value(encoding[$0]) }
        try solver.pop()

        let values = Dictionary(uniqueKeysWithValues: zip(variables, chosen))
        let violation = { (row: LayoutRow) in row.violation { values[$0] ?? .zero } }
        guard part.rows.allSatisfy({ !$0.priority.isRequired || violation($0).isZero }) else { return nil }
        let optimum = part.levels.map { level in
            part.rows.filter { $0.priority == level }.reduce(Rational.zero) { $0 + violation($1) }
        }

        let costs = part.levels.map { encoding.cost(of: $0) }
        let cheaper = optimum.indices.map { level in
            context.and(zip(costs[..<level], optimum).map { $0 == $1 } + [costs[level] < optimum[level]])
        }
        let differs = zip(variables, chosen).map { variable, value in encoding[variable] < value || encoding[variable] > value }
        try solver.assert(encoding.feasible)
        try solver.assert(context.or(cheaper) || (context.and(zip(costs, optimum).map { $0 == $1 }) && context.or(differs)))
        return try solver.check() == .unsatisfiable ? values : nil
    }
}
