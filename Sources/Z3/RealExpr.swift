/// A real-sorted Z3 expression.
public struct RealExpr: CustomStringConvertible {
    let term: Term

    init(_ term: Term) { self.term = term }

    /// Z3's rendering of the term (for debugging).
    public var description: String { term.description }
}
