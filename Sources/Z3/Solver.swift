import CZ3

/// An incremental Z3 solver: Z3's SMT core itself (`Z3_mk_simple_solver`). The default solver
/// first runs a preprocessing tactic on a fresh solver's first check; for the many small
/// questions of a layout analysis that setup costs more than the answers.
public final class Solver {
    let context: Context
    let raw: Z3_solver
    /// The assumptions of the last `check(assuming:)`, for mapping the core back to the caller's values.
    private var lastAssumptions: [BoolExpr] = []
    /// Whether the last check, with nothing asserted or scoped since, was satisfiable: the only
    /// time a model means anything.
    private var hasModel = false

    public init(_ context: Context, limits: ResourceLimits = .none) throws {
        let raw = Z3_mk_simple_solver(context.raw)
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no solver") }
        self.context = context
        self.raw = raw
        Z3_solver_inc_ref(context.raw, raw)
        let params = try Params(context, limits: limits)
        let tuning = try context.solverTuning ?? LinearArithmeticTuning(accepted: Z3_solver_get_param_descrs(context.raw, raw), in: context)
        context.solverTuning = tuning
        try params.tune(tuning)
        Z3_solver_set_params(context.raw, raw, params.raw)
        try context.throwIfError()
    }

    deinit { Z3_solver_dec_ref(context.raw, raw) }

    public func assert(_ formula: BoolExpr) throws {
        let ast = try context.ast(of: formula.term)
        hasModel = false
        Z3_solver_assert(context.raw, raw, ast.raw)
        try context.throwIfError()
    }

    public func push() throws {
        hasModel = false
        Z3_solver_push(context.raw, raw)
        try context.throwIfError()
    }

    public func pop(_ count: Int = 1) throws {
        guard let scopes = UInt32(exactly: count) else {
            throw Z3Error(code: .invalidArgument, message: "cannot pop \(count) scopes")
        }
        hasModel = false
        Z3_solver_pop(context.raw, raw, scopes)
        try context.throwIfError()
    }

    /// Runs `body` inside a new scope, popped afterwards even when `body` throws.
    public func withScope<T>(_ body: () throws -> T) throws -> T {
        try push()
        let outcome = Result { try body() }
        try pop()
        return try outcome.get()
    }

    public func check() throws -> CheckResult {
        lastAssumptions = []
        hasModel = false
        context.countCheck()
        let result = Z3_solver_check(context.raw, raw)
        let checked = try CheckResult(result, in: context) { Z3_solver_get_reason_unknown(context.raw, raw) }
        hasModel = checked == .satisfiable
        return checked
    }

    public func check(assuming assumptions: [BoolExpr]) throws -> CheckResult {
        lastAssumptions = []
        hasModel = false
        let asts = try assumptions.map { try $0.term.get() }
        try context.requireOwnership(of: asts)
        context.countCheck()
        let result = withExtendedLifetime(asts) {
            Z3_solver_check_assumptions(context.raw, raw, UInt32(asts.count), asts.map { $0.raw as Z3_ast? })
        }
        let checked = try CheckResult(result, in: context) { Z3_solver_get_reason_unknown(context.raw, raw) }
        lastAssumptions = assumptions
        hasModel = checked == .satisfiable
        return checked
    }

    /// The assumptions of the last `check(assuming:)` that Z3 put in its unsat core, as the caller's own
    /// values (matched by AST identity) and in their input order.
    public func unsatCore() throws -> [BoolExpr] {
        let core = try ASTVector(adopting: Z3_solver_get_unsat_core(context.raw, raw), in: context).elements()
        return lastAssumptions.filter { assumption in
            guard case .success(let ast) = assumption.term else { return false }
            return core.contains { $0.isIdentical(to: ast) }
        }
    }

    /// A minimal subset of `assumptions` that is unsatisfiable with the assertions, as indices into
    /// `assumptions` in input order; `nil` when all of them together are satisfiable.
    ///
    /// Each assumption in turn is dropped if the others kept are still unsatisfiable without it, so
    /// the subset depends on the order alone, never on which core Z3 returns. The cores only spare
    /// the checks they answer already: a set that holds an unsatisfiable core is unsatisfiable.
    public func minimalUnsatisfiableSubset(of assumptions: [BoolExpr]) throws -> MinimalSubset {
        switch try check(assuming: assumptions) {
        case .satisfiable: return .satisfiable
        case .unknown(let reason): return .unknown(reason: reason)
        case .unsatisfiable: break
        }
        var core = try unsatCore()
        var kept = Array(assumptions.indices)
        var position = 0
        while position < kept.count {
            let member = assumptions[kept[position]]
            var trial = kept
            trial.remove(at: position)
            guard core.contains(where: { $0.isIdentical(to: member) }) else {
                kept = trial
                continue
            }
            switch try check(assuming: trial.map { assumptions[$0] }) {
            case .unsatisfiable:
                kept = trial
                core = try unsatCore()
            case .satisfiable: position += 1
            case .unknown(let reason): return .unknown(reason: reason)
            }
        }
        return .minimal(kept)
    }

    /// The model of the last check, which must have been satisfiable.
    public func model() throws -> Model {
        guard hasModel else {
            throw Z3Error(code: .invalidUsage, message: "no model: the last check was not satisfiable, or the solver changed since")
        }
        return try Model(adopting: Z3_solver_get_model(context.raw, raw), in: context)
    }
}

/// The outcome of `Solver.minimalUnsatisfiableSubset(of:)`.
public enum MinimalSubset: Equatable {
    /// Indices into the assumptions, in input order.
    case minimal([Int])
    case satisfiable
    case unknown(reason: String)
}
