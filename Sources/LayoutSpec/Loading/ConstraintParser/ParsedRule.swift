import ExactGeometry

/// An `item.anchor` as written in a rule, before the item is checked against the spec's items.
struct WrittenAnchor: Equatable {
    var item: String
    var itemOffset: Int
    var anchorName: String
    var anchorOffset: Int
    /// `nil` when `anchorName` is not an anchor (already reported by the parser).
    var anchor: Anchor?

    var key: String { "\(item).\(anchorName)" }
}

/// One side of a rule: anchors with their coefficients (in order of first appearance, equal
/// anchors merged) plus a constant.
struct RuleSide: Equatable {
    struct Term: Equatable {
        var coefficient: Rational
        var written: WrittenAnchor
    }

    var terms: [Term] = []
    var constant: Rational = .zero
    /// Where the side starts in the rule text.
    var offset: Int

    static func constant(_ value: Rational, at offset: Int) -> RuleSide {
        RuleSide(constant: value, offset: offset)
    }

    static func anchor(_ written: WrittenAnchor) -> RuleSide {
        RuleSide(terms: [Term(coefficient: .one, written: written)], offset: written.itemOffset)
    }

    var isConstant: Bool { terms.isEmpty }

    func adding(_ other: RuleSide, sign: Rational) -> RuleSide {
        var sum = self
        for term in other.terms {
            let coefficient = term.coefficient * sign
            if let index = sum.terms.firstIndex(where: { $0.written.key == term.written.key }) {
                sum.terms[index].coefficient += coefficient
            } else {
                sum.terms.append(Term(coefficient: coefficient, written: term.written))
            }
        }
        sum.constant += other.constant * sign
        return sum
    }

    func scaled(by factor: Rational) -> RuleSide {
        var product = self
        product.terms = terms.map { Term(coefficient: $0.coefficient * factor, written: $0.written) }
        product.constant = constant * factor
        return product
    }
}

/// A rule that parsed: both sides, the relation, the priority and every anchor as written.
struct ParsedRule: Equatable {
    var lhs: RuleSide
    var relation: Relation
    var rhs: RuleSide
    var priority: Priority
    /// Every `item.anchor` in the order written, repeats included.
    var writtenAnchors: [WrittenAnchor]
    /// Problems that did not stop the parse (unknown anchors, implausible numbers).
    var problems: [RuleProblem]
}
