import CZ3

extension Context {
    /// ∀ `variables`. `body`; the variables must be real constants made with `real(_:)`.
    public func forall(_ variables: [RealExpr], _ body: BoolExpr) -> BoolExpr {
        BoolExpr(quantifier(variables, body, Z3_mk_forall_const))
    }

    /// ∃ `variables`. `body`; the variables must be real constants made with `real(_:)`.
    public func exists(_ variables: [RealExpr], _ body: BoolExpr) -> BoolExpr {
        BoolExpr(quantifier(variables, body, Z3_mk_exists_const))
    }

    private func quantifier(
        _ variables: [RealExpr],
        _ body: BoolExpr,
        _ make: (Z3_context?, UInt32, UInt32, UnsafePointer<Z3_app?>?, UInt32, UnsafePointer<Z3_pattern?>?, Z3_ast?) -> Z3_ast?
    ) -> Term {
        Result { () throws(Z3Error) -> AST in
            let bound = try variables.map { (variable: RealExpr) throws(Z3Error) -> AST in try variable.term.get() }
            let matrix = try body.term.get()
            return try makeTerm(bound + [matrix]) { context, asts in
                let apps = asts.dropLast().map { Z3_to_app(context, $0) }
                return make(context, 0, UInt32(apps.count), apps, 0, nil, asts.last ?? nil)
            }
        }
    }
}
