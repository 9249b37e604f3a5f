import CZ3
import ExactGeometry

/// An objective registered with `Optimizer.minimize`.
public struct Objective: Hashable, Sendable {
    let index: UInt32
}

/// A Z3 optimizer: hard and soft constraints, objectives minimized in lexicographic order
/// (earlier-added objectives take priority).
public final class Optimizer {
    let context: Context
    let raw: Z3_optimize

    public init(_ context: Context, limits: ResourceLimits = .none) throws {
        let raw = Z3_mk_optimize(context.raw)
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no optimizer") }
        self.context = context
        self.raw = raw
        Z3_optimize_inc_ref(context.raw, raw)
        let params = try Params(context, limits: limits)
        try params.set("priority", symbol: "lex")
        Z3_optimize_set_params(context.raw, raw, params.raw)
        try context.throwIfError()
    }

    deinit { Z3_optimize_dec_ref(context.raw, raw) }

    public func assert(_ formula: BoolExpr) throws {
        let ast = try context.ast(of: formula.term)
        Z3_optimize_assert(context.raw, raw, ast.raw)
        try context.throwIfError()
    }

    /// A constraint that may be violated at a cost of `weight` (positive); weights add up per `group`.
    public func assertSoft(_ formula: BoolExpr, weight: Rational, group: String) throws {
        let ast = try context.ast(of: formula.term)
        let id = try context.symbol(group)
        Z3_optimize_assert_soft(context.raw, raw, ast.raw, weight.description, id)
        try context.throwIfError()
    }

    public func minimize(_ objective: RealExpr) throws -> Objective {
        let ast = try context.ast(of: objective.term)
        let index = Z3_optimize_minimize(context.raw, raw, ast.raw)
        try context.throwIfError()
        return Objective(index: index)
    }

    public func push() throws {
        Z3_optimize_push(context.raw, raw)
        try context.throwIfError()
    }

    public func pop(_ count: Int = 1) throws {
        for _ in 0..<max(count, 0) {
            Z3_optimize_pop(context.raw, raw)
            try context.throwIfError()
        }
    }

    public func check() throws -> CheckResult {
        context.countCheck()
        let result = Z3_optimize_check(context.raw, raw, 0, nil)
        return try CheckResult(result, in: context) { Z3_optimize_get_reason_unknown(context.raw, raw) }
    }

    public func model() throws -> Model {
        try Model(adopting: Z3_optimize_get_model(context.raw, raw), in: context)
    }

    /// Z3's lower bound for `objective` after the last check, when it is an exact rational: `nil` when it is
    /// unbounded below or involves an infinitesimal. With a strict constraint such as x > 1/3, Z3 4.8.12
    /// reports the value of the model it found (4/3), not the infimum.
    public func lowerBound(_ objective: Objective) throws -> Rational? {
        let vector = try ASTVector(
            adopting: Z3_optimize_get_lower_as_vector(context.raw, raw, objective.index), in: context)
        // Z3 encodes the bound as infinity * coefficients[0] + coefficients[1] + epsilon * coefficients[2].
        let coefficients = try vector.elements().map { (ast: AST) throws(Z3Error) -> Rational in try ast.rationalValue() }
        guard coefficients.count == 3 else {
            throw Z3Error(code: .exception, message: "unexpected lower bound encoding of \(coefficients.count) numerals")
        }
        return coefficients[0].isZero && coefficients[2].isZero ? coefficients[1] : nil
    }
}
