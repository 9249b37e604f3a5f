import ExactGeometry
import LayoutSpec

/// An object the code creates or names (`let toolbar = UIView()`, an outlet): a candidate item,
/// named when the spec is assembled.
struct ObjectID: Hashable {
    let index: Int
}

/// An item of the layout: a built-in one or an object of the file.
enum ItemRef: Hashable {
    case builtin(BuiltinItem)
    case object(ObjectID)

    static let rootView = ItemRef.builtin(.view)
}

/// `coefficient * item.anchor`, items not yet named.
struct DraftTerm: Hashable {
    var coefficient: Rational
    var item: ItemRef
    var anchor: Anchor
}

/// A sum of anchor terms and a constant: a side of a constraint, or a number the code computes
/// (a plain constant, or one that depends on the keyboard's frame).
struct DraftExpression: Hashable {
    var terms: [DraftTerm] = []
    var constant: Rational = .zero

    init(terms: [DraftTerm] = [], constant: Rational = .zero) {
        self.terms = terms
        self.constant = constant
    }

    init(_ item: ItemRef, _ anchor: Anchor, coefficient: Rational = .one) {
        terms = [DraftTerm(coefficient: coefficient, item: item, anchor: anchor)]
    }

    static func number(_ value: Rational) -> DraftExpression { DraftExpression(constant: value) }

    var isConstant: Bool { terms.isEmpty }

    static func + (lhs: DraftExpression, rhs: DraftExpression) -> DraftExpression {
        DraftExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static prefix func - (value: DraftExpression) -> DraftExpression { value.scaled(by: -Rational.one) }

    static func - (lhs: DraftExpression, rhs: DraftExpression) -> DraftExpression { lhs + -rhs }

    func scaled(by factor: Rational) -> DraftExpression {
        DraftExpression(terms: terms.map { DraftTerm(coefficient: $0.coefficient * factor, item: $0.item, anchor: $0.anchor) },
                        constant: constant * factor)
    }
}
