import SwiftSyntax

/// `target = value` or `target += value`, as the folded tree writes it.
struct Assignment {
    let node: InfixOperatorExprSyntax
    let target: ExprSyntax
    let value: ExprSyntax
    let isCompound: Bool

    init?(_ expression: ExprSyntax) {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return nil }
        if infix.operator.is(AssignmentExprSyntax.self) {
            isCompound = false
        } else if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            isCompound = true
        } else {
            return nil
        }
        node = infix
        target = infix.leftOperand
        value = infix.rightOperand
    }

    static func isAssignment(_ expression: ExprSyntax) -> Bool { Assignment(expression) != nil }
}
