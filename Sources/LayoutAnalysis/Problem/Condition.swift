import ExactGeometry

/// `form < 0`, or `form <= 0` when not strict.
public struct Comparison: Hashable, Sendable {
    public var form: LinearForm
    public var isStrict: Bool

    /// `lhs < rhs` (or `<=`).
    public static func less(_ lhs: LinearForm, _ rhs: LinearForm, strict: Bool = true) -> Comparison {
        Comparison(form: lhs - rhs, isStrict: strict)
    }

    public func holds(_ assignment: (Variable) -> Rational) -> Bool {
        let value = form.value(assignment)
        return isStrict ? value < .zero : value <= .zero
    }
}

/// A property of a layout as a disjunction of conjunctions of linear comparisons. The same value
/// is given to Z3 for the search and evaluated exactly on the witness to confirm it.
public struct Condition: Hashable, Sendable {
    public var alternatives: [[Comparison]]

    public init(anyOf alternatives: [[Comparison]]) { self.alternatives = alternatives }

    public init(allOf comparisons: [Comparison]) { self.alternatives = [comparisons] }

    /// The same comparisons, none strict.
    public var closure: Condition {
        Condition(anyOf: alternatives.map { $0.map { Comparison(form: $0.form, isStrict: false) } })
    }

    public func holds(_ assignment: (Variable) -> Rational) -> Bool {
        alternatives.contains { $0.allSatisfy { $0.holds(assignment) } }
    }
}
