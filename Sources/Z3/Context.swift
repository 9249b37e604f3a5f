import CZ3

/// A Z3 context in reference-counting mode.
///
/// Confine a context, and everything made from it, to one thread: none of the wrapper types is `Sendable`.
public final class Context {
    let raw: Z3_context
    /// How many satisfiability and optimization checks solvers of this context have run.
    public private(set) var checkCount = 0
    /// What every simple solver of this context is tuned with, read off the first one: a
    /// solver's parameter descriptions cost more to read than most of its checks.
    var solverTuning: LinearArithmeticTuning?

    public init() throws {
        guard let config = Z3_mk_config() else {
            throw Z3Error(code: .outOfMemory, message: "Z3_mk_config returned no configuration")
        }
        defer { Z3_del_config(config) }
        guard let context = Z3_mk_context_rc(config) else {
            throw Z3Error(code: .outOfMemory, message: "Z3_mk_context_rc returned no context")
        }
        // Z3's default handler ends the process; errors are read back with Z3_get_error_code instead.
        Z3_set_error_handler(context) { _, _ in }
        raw = context
    }

    deinit { Z3_del_context(raw) }

    func countCheck() { checkCount += 1 }

    /// Throws the error Z3 recorded for the most recent call on this context, if any.
    func throwIfError() throws(Z3Error) {
        let code = Z3_get_error_code(raw)
        guard code != Z3_OK else { return }
        let message = Z3_get_error_msg(raw, code).map { String(cString: $0) } ?? ""
        throw Z3Error(code: Z3Error.Code(code), message: message)
    }

    /// Checks the last call and takes a reference to the AST it returned.
    func adopt(_ raw: Z3_ast?) throws(Z3Error) -> AST {
        try throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no AST") }
        return AST(context: self, raw: raw)
    }

    /// Throws unless every handle was made by this context: Z3 itself does not notice mixed contexts.
    func requireOwnership(of asts: [AST]) throws(Z3Error) {
        for ast in asts where ast.context !== self {
            throw Z3Error(code: .invalidArgument, message: "expression belongs to a different Z3 context")
        }
    }

    /// The AST of `term`, which must have been built in this context.
    func ast(of term: Term) throws(Z3Error) -> AST {
        let ast = try term.get()
        try requireOwnership(of: [ast])
        return ast
    }

    func symbol(_ name: String) throws(Z3Error) -> Z3_symbol {
        let symbol = Z3_mk_string_symbol(raw, name)
        try throwIfError()
        guard let symbol else { throw Z3Error(code: .exception, message: "Z3 returned no symbol for \(name)") }
        return symbol
    }
}
