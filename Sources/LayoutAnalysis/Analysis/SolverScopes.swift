import Z3

/// What the optimizer is asked of: the problem encoded afresh under a name of its own, and the
/// feasible layouts asserted once.
struct Scope<Engine: AssertingSolver> {
    let encoding: ProblemEncoding
    let solver: Engine

    init(_ name: String, of owner: ConcreteSolver) throws {
        encoding = ProblemEncoding(owner.problem, in: owner.context, copy: "\(name).")
        solver = try Engine(owner.context, limits: owner.limits)
        try solver.assert(encoding.feasible)
    }
}

/// The problem's rows as `LabeledRows` hold them: in the environment's shared solver, or in one of
/// its own when a row's source names another row there.
struct RowScope {
    let encoding: ProblemEncoding
    /// Per row of the problem: the Boolean that makes it hold.
    let labels: [BoolExpr]
    /// The required rows' labels, in order.
    let requiredLabels: [BoolExpr]
    /// Where the labels are held.
    let held: LabeledRows
    var solver: Solver { held.solver }

    init(of owner: ConcreteSolver) throws {
        let problem = owner.problem
        let encoding = ProblemEncoding(problem, in: owner.context, copy: "rows.")
        let held: (rows: LabeledRows, labels: [BoolExpr])
        if let shared = owner.shared, let labels = try shared.labels(of: problem, encoding: encoding) {
            held = (shared, labels)
        } else {
            let own = try LabeledRows(context: owner.context, limits: owner.limits)
            guard let labels = try own.labels(of: problem, encoding: encoding) else {
                throw Z3Error(code: .invalidArgument, message: "two rows of one problem have the same source")
            }
            held = (own, labels)
        }
        self.encoding = encoding
        (self.held, labels) = held
        requiredLabels = problem.requiredRows.map { held.labels[$0] }
    }
}

/// A Z3 solver or optimizer, as far as a scope needs one.
protocol AssertingSolver {
    init(_ context: Context, limits: ResourceLimits) throws
    func assert(_ formula: BoolExpr) throws
}

extension Solver: AssertingSolver {}
extension Optimizer: AssertingSolver {}
