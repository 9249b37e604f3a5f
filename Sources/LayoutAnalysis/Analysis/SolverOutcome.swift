import ExactGeometry
import Z3

/// A witness layout, and whether it is the only resolved layout with the freedom pinned (every
/// other one is it moved along the freedom).
struct CanonicalLayout {
    var layout: Assignment
    var isUnique: Bool
}

/// A solver answer, or the reason it gave none.
enum Outcome<Value> {
    case decided(Value)
    case unknown(String)
}

extension ProblemEncoding {
    func satisfies(_ condition: Condition) -> BoolExpr {
        context.or(condition.alternatives.map { comparisons in
            context.and(comparisons.map { comparison in
                comparison.isStrict ? term(comparison.form) < Rational.zero : term(comparison.form) <= Rational.zero
            })
        })
    }
}
