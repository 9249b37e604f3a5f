import CZ3
import ExactGeometry

extension Context {
    /// A real constant (free variable) named `name`.
    public func real(_ name: String) -> RealExpr {
        RealExpr(Result { () throws(Z3Error) -> AST in
            let symbol = try symbol(name)
            return try adopt(Z3_mk_const(raw, symbol, Z3_mk_real_sort(raw)))
        })
    }

    /// A Boolean constant (free variable) named `name`.
    public func bool(_ name: String) -> BoolExpr {
        BoolExpr(Result { () throws(Z3Error) -> AST in
            let symbol = try symbol(name)
            return try adopt(Z3_mk_const(raw, symbol, Z3_mk_bool_sort(raw)))
        })
    }

    /// The exact real numeral `value`, built from its "p/q" text (never through a `Double`).
    public func real(_ value: Rational) -> RealExpr {
        RealExpr(Result { () throws(Z3Error) -> AST in
            try adopt(Z3_mk_numeral(raw, value.description, Z3_mk_real_sort(raw)))
        })
    }

    public func bool(_ value: Bool) -> BoolExpr {
        BoolExpr(Result { () throws(Z3Error) -> AST in
            try adopt(value ? Z3_mk_true(raw) : Z3_mk_false(raw))
        })
    }

    /// The conjunction; `true` when `operands` is empty.
    public func and(_ operands: [BoolExpr]) -> BoolExpr {
        guard !operands.isEmpty else { return bool(true) }
        return BoolExpr(term(joining: operands.map(\.term)) { Z3_mk_and($0, UInt32($1.count), $1) })
    }

    /// The disjunction; `false` when `operands` is empty.
    public func or(_ operands: [BoolExpr]) -> BoolExpr {
        guard !operands.isEmpty else { return bool(false) }
        return BoolExpr(term(joining: operands.map(\.term)) { Z3_mk_or($0, UInt32($1.count), $1) })
    }

    /// The sum; `0` when `operands` is empty.
    public func sum(_ operands: [RealExpr]) -> RealExpr {
        guard !operands.isEmpty else { return real(Rational.zero) }
        return RealExpr(term(joining: operands.map(\.term)) { Z3_mk_add($0, UInt32($1.count), $1) })
    }

    /// `then` where `condition` holds, `else` elsewhere.
    public func ite(_ condition: BoolExpr, _ then: RealExpr, _ else: RealExpr) -> RealExpr {
        RealExpr(term(joining: [condition.term, then.term, `else`.term]) { Z3_mk_ite($0, $1[0], $1[1], $1[2]) })
    }

    /// Builds an n-ary term in this context (so that an empty operand list still has one).
    private func term(joining operands: [Term], _ build: (Z3_context, [Z3_ast?]) -> Z3_ast?) -> Term {
        Result { () throws(Z3Error) -> AST in
            let asts = try operands.map { (term: Term) throws(Z3Error) -> AST in try term.get() }
            return try makeTerm(asts, build)
        }
    }
}
