import CZ3

/// One counted reference to a Z3 AST; the reference is released when the handle is.
final class AST {
    let context: Context
    let raw: Z3_ast

    /// Takes a new reference to `raw`, which must come from `context`.
    init(context: Context, raw: Z3_ast) {
        self.context = context
        self.raw = raw
        Z3_inc_ref(context.raw, raw)
    }

    deinit { Z3_dec_ref(context.raw, raw) }

    var description: String {
        Z3_ast_to_string(context.raw, raw).map { String(cString: $0) } ?? "<unprintable>"
    }

    func isIdentical(to other: AST) -> Bool {
        context === other.context && Z3_is_eq_ast(context.raw, raw, other.raw)
    }
}

extension Context {
    /// Builds a term from operands that must all belong to this context.
    func makeTerm(
        _ operands: [AST],
        _ build: (Z3_context, [Z3_ast?]) -> Z3_ast?
    ) throws(Z3Error) -> AST {
        try requireOwnership(of: operands)
        return try withExtendedLifetime(operands) { () throws(Z3Error) -> AST in
            try adopt(build(raw, operands.map { $0.raw as Z3_ast? }))
        }
    }
}

/// A term, or the error that stopped it from being built.
///
/// Operators cannot throw, so a failure (such as mixing contexts) travels inside the expression
/// and is thrown by the first throwing use: assert, check, model lookup, quantifier elimination.
typealias Term = Result<AST, Z3Error>

extension Result where Success == AST, Failure == Z3Error {
    /// Combines terms with `build`; the first operand's context makes the result.
    static func combining(
        _ operands: [Term],
        _ build: (Z3_context, [Z3_ast?]) -> Z3_ast?
    ) -> Term {
        Result { () throws(Z3Error) -> AST in
            let asts = try operands.map { (term: Term) throws(Z3Error) -> AST in try term.get() }
            guard let context = asts.first?.context else {
                throw Z3Error(code: .invalidArgument, message: "a term needs at least one operand")
            }
            return try context.makeTerm(asts, build)
        }
    }

    var description: String {
        switch self {
        case .success(let ast): ast.description
        case .failure(let error): "<error: \(error.message)>"
        }
    }
}
