import CZ3

/// A Boolean Z3 expression.
public struct BoolExpr: CustomStringConvertible {
    let term: Term

    init(_ term: Term) { self.term = term }

    /// Z3's rendering of the term (for debugging).
    public var description: String { term.description }

    /// Whether both are the same Z3 term (hash-consed AST identity), e.g. to recognise an
    /// assumption in an unsat core.
    public func isIdentical(to other: BoolExpr) -> Bool {
        guard case .success(let mine) = term, case .success(let theirs) = other.term else { return false }
        return mine.isIdentical(to: theirs)
    }

    public func implies(_ consequent: BoolExpr) -> BoolExpr {
        BoolExpr(.combining([term, consequent.term]) { Z3_mk_implies($0, $1[0], $1[1]) })
    }
}
