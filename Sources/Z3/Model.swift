import CZ3
import ExactGeometry

/// A satisfying assignment; evaluation completes it, so every constant has a value.
public final class Model {
    let context: Context
    let raw: Z3_model

    /// Checks the last call and takes a reference to the model it returned.
    init(adopting raw: Z3_model?, in context: Context) throws(Z3Error) {
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .invalidUsage, message: "Z3 returned no model") }
        self.context = context
        self.raw = raw
        Z3_model_inc_ref(context.raw, raw)
    }

    deinit { Z3_model_dec_ref(context.raw, raw) }

    public func value(_ expr: RealExpr) throws -> Rational {
        try evaluate(expr.term).rationalValue()
    }

    public func value(_ expr: BoolExpr) throws -> Bool {
        let value = try evaluate(expr.term)
        let truth = Z3_get_bool_value(context.raw, value.raw)
        try context.throwIfError()
        switch truth {
        case Z3_L_TRUE: return true
        case Z3_L_FALSE: return false
        default: throw Z3Error(code: .invalidArgument, message: "no truth value for \(value.description)")
        }
    }

    /// The nearest `Double` to the exact value.
    public func doubleValue(_ expr: RealExpr) throws -> Double {
        try value(expr).doubleValue
    }

    private func evaluate(_ term: Term) throws(Z3Error) -> AST {
        let ast = try context.ast(of: term)
        var result: Z3_ast?
        let evaluated = Z3_model_eval(context.raw, raw, ast.raw, true, &result)
        let value = try context.adopt(result)
        guard evaluated else { throw Z3Error(code: .invalidArgument, message: "cannot evaluate \(ast.description)") }
        return value
    }
}

extension AST {
    /// The exact value of a rational numeral (not of an irrational algebraic number).
    func rationalValue() throws(Z3Error) -> Rational {
        guard Z3_is_numeral_ast(context.raw, raw) else {
            throw Z3Error(code: .invalidArgument, message: "not a rational numeral: \(description)")
        }
        let text = Z3_get_numeral_string(context.raw, raw).map { String(cString: $0) }
        try context.throwIfError()
        guard let text, let value = Rational(exactly: text) else {
            throw Z3Error(code: .invalidArgument, message: "unreadable numeral: \(description)")
        }
        return value
    }
}
