import CZ3

/// A counted reference to a Z3 AST vector, read out as individual AST handles.
final class ASTVector {
    let context: Context
    let raw: Z3_ast_vector

    /// Checks the last call and takes a reference to the vector it returned.
    init(adopting raw: Z3_ast_vector?, in context: Context) throws(Z3Error) {
        try context.throwIfError()
        guard let raw else { throw Z3Error(code: .exception, message: "Z3 returned no AST vector") }
        self.context = context
        self.raw = raw
        Z3_ast_vector_inc_ref(context.raw, raw)
    }

    deinit { Z3_ast_vector_dec_ref(context.raw, raw) }

    func elements() throws(Z3Error) -> [AST] {
        let count = Z3_ast_vector_size(context.raw, raw)
        try context.throwIfError()
        var elements: [AST] = []
        for index in 0..<count {
            elements.append(try context.adopt(Z3_ast_vector_get(context.raw, raw, index)))
        }
        return elements
    }
}
