import ExactGeometry
import SwiftSyntax

/// Arithmetic on numbers (`-height`, `spacing * 2`, `.defaultHigh + 1` is the priority reader's),
/// `+` on lists of constraints, and `??`, which keeps its left side when kbcov can read it.
extension Interpreter {
    func prefixValue(_ prefix: PrefixOperatorExprSyntax, in frame: Frame) -> Value {
        let operand = evaluate(prefix.expression, in: frame)
        switch (prefix.operator.text, operand) {
        case ("-", .number(let value)): return .number(-value)
        case ("+", .number): return operand
        case ("!", .bool(let value)): return .bool(!value)
        case (_, .unreadable): return operand
        default: return unreadable(prefix, "'\(prefix.trimmedDescription)', arithmetic kbcov does not read")
        }
    }

    func infixValue(_ infix: InfixOperatorExprSyntax, in frame: Frame) -> Value {
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return unreadable(infix, "'\(infix.trimmedDescription)', an expression kbcov does not read")
        }
        if symbol == "/", let ratio = imageAspectRatio(infix, in: frame) { return ratio }
        if symbol == "==" || symbol == "!=", let isNil = superviewIsNil(infix, in: frame) { return .bool(isNil == (symbol == "==")) }
        let left = evaluate(infix.leftOperand, in: frame)
        if symbol == "??" {
            switch left {
            case .unreadable, .nothing: return evaluate(infix.rightOperand, in: frame)
            default: return left
            }
        }
        let right = evaluate(infix.rightOperand, in: frame)
        if case .unreadable = left { return left }
        if case .unreadable = right { return right }
        switch (symbol, left, right) {
        case ("+", .list(let first), .list(let second)):
            return .list(first + second)
        case ("+", .number(let first), .number(let second)):
            return .number(first + second)
        case ("-", .number(let first), .number(let second)):
            return .number(first - second)
        case ("*", .number(let first), .number(let second)) where first.isConstant || second.isConstant:
            return .number(first.isConstant && (first.scaling == .fixed || !second.isConstant)
                ? second.scaled(by: first.constant, scaling: first.scaling) : first.scaled(by: second.constant, scaling: second.scaling))
        case ("/", .number(let first), .number(let second)) where second.isConstant && !second.constant.isZero:
            return .number(first.scaled(by: .one / second.constant, scaling: second.scaling))
        default:
            return unreadable(infix, "'\(infix.trimmedDescription)', computed at run time; kbcov reads numbers, named constants of this file and the keyboard's frame")
        }
    }

    /// `label.superview == nil`, the test of a one-time set-up (whether the view is added to one
    /// when the code runs, which kbcov knows), and `previous == nil` of a value the code set;
    /// `nil` for any other comparison.
    private func superviewIsNil(_ infix: InfixOperatorExprSyntax, in frame: Frame) -> Bool? {
        let operands = [infix.leftOperand, infix.rightOperand]
        guard operands.contains(where: { $0.is(NilLiteralExprSyntax.self) }),
              let other = operands.first(where: { !$0.is(NilLiteralExprSyntax.self) }) else { return nil }
        if let member = other.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "superview", let base = member.base {
            guard case .item(let item) = evaluate(base, in: frame), !isRootView(item),
                  case .object(let id) = instanceItem(item) else { return nil }
            return objects[id].parent == nil
        }
        switch evaluate(other, in: frame) {
        case .nothing: return true
        case .item(.object), .anchor, .constraint: return false
        default: return nil
        }
    }
}
