import CZ3
import ExactGeometry

extension RealExpr {
    /// The numeral `value` in this expression's context.
    func numeral(_ value: Rational) -> RealExpr {
        switch term {
        case .success(let ast): ast.context.real(value)
        case .failure: self
        }
    }

    func compared(to other: RealExpr, by build: (Z3_context, Z3_ast?, Z3_ast?) -> Z3_ast?) -> BoolExpr {
        BoolExpr(.combining([term, other.term]) { build($0, $1[0], $1[1]) })
    }
}

// MARK: Arithmetic

extension RealExpr {
    public static func + (lhs: RealExpr, rhs: RealExpr) -> RealExpr {
        RealExpr(.combining([lhs.term, rhs.term]) { Z3_mk_add($0, 2, $1) })
    }

    public static func - (lhs: RealExpr, rhs: RealExpr) -> RealExpr {
        RealExpr(.combining([lhs.term, rhs.term]) { Z3_mk_sub($0, 2, $1) })
    }

    public static prefix func - (operand: RealExpr) -> RealExpr {
        RealExpr(.combining([operand.term]) { Z3_mk_unary_minus($0, $1[0]) })
    }

    public static func * (lhs: Rational, rhs: RealExpr) -> RealExpr {
        RealExpr(.combining([rhs.numeral(lhs).term, rhs.term]) { Z3_mk_mul($0, 2, $1) })
    }

    public static func * (lhs: RealExpr, rhs: Rational) -> RealExpr { rhs * lhs }

    public static func + (lhs: RealExpr, rhs: Rational) -> RealExpr { lhs + lhs.numeral(rhs) }

    public static func - (lhs: RealExpr, rhs: Rational) -> RealExpr { lhs - lhs.numeral(rhs) }
}

// MARK: Comparisons

extension RealExpr {
    public static func == (lhs: RealExpr, rhs: RealExpr) -> BoolExpr {
        lhs.compared(to: rhs) { Z3_mk_eq($0, $1, $2) }
    }

    public static func <= (lhs: RealExpr, rhs: RealExpr) -> BoolExpr {
        lhs.compared(to: rhs) { Z3_mk_le($0, $1, $2) }
    }

    public static func < (lhs: RealExpr, rhs: RealExpr) -> BoolExpr {
        lhs.compared(to: rhs) { Z3_mk_lt($0, $1, $2) }
    }

    public static func >= (lhs: RealExpr, rhs: RealExpr) -> BoolExpr {
        lhs.compared(to: rhs) { Z3_mk_ge($0, $1, $2) }
    }

    public static func > (lhs: RealExpr, rhs: RealExpr) -> BoolExpr {
        lhs.compared(to: rhs) { Z3_mk_gt($0, $1, $2) }
    }

    public static func == (lhs: RealExpr, rhs: Rational) -> BoolExpr { lhs == lhs.numeral(rhs) }
    public static func <= (lhs: RealExpr, rhs: Rational) -> BoolExpr { lhs <= lhs.numeral(rhs) }
    public static func < (lhs: RealExpr, rhs: Rational) -> BoolExpr { lhs < lhs.numeral(rhs) }
    public static func >= (lhs: RealExpr, rhs: Rational) -> BoolExpr { lhs >= lhs.numeral(rhs) }
    public static func > (lhs: RealExpr, rhs: Rational) -> BoolExpr { lhs > lhs.numeral(rhs) }

    public static func == (lhs: Rational, rhs: RealExpr) -> BoolExpr { rhs.numeral(lhs) == rhs }
    public static func <= (lhs: Rational, rhs: RealExpr) -> BoolExpr { rhs.numeral(lhs) <= rhs }
    public static func < (lhs: Rational, rhs: RealExpr) -> BoolExpr { rhs.numeral(lhs) < rhs }
    public static func >= (lhs: Rational, rhs: RealExpr) -> BoolExpr { rhs.numeral(lhs) >= rhs }
    public static func > (lhs: Rational, rhs: RealExpr) -> BoolExpr { rhs.numeral(lhs) > rhs }
}

// MARK: Boolean connectives

extension BoolExpr {
    public static func && (lhs: BoolExpr, rhs: BoolExpr) -> BoolExpr {
        BoolExpr(.combining([lhs.term, rhs.term]) { Z3_mk_and($0, 2, $1) })
    }

    public static func || (lhs: BoolExpr, rhs: BoolExpr) -> BoolExpr {
        BoolExpr(.combining([lhs.term, rhs.term]) { Z3_mk_or($0, 2, $1) })
    }

    public static prefix func ! (operand: BoolExpr) -> BoolExpr {
        BoolExpr(.combining([operand.term]) { Z3_mk_not($0, $1[0]) })
    }
}
