import SwiftSyntax

/// `target = value` or `target += value` (and `constant -= value`), as the folded tree writes it.
struct Assignment {
    let node: InfixOperatorExprSyntax
    let target: ExprSyntax
    let value: ExprSyntax
    let isCompound: Bool
    /// `-=`, read only on a constraint's `constant`, an inset's `bottom` and the root view's
    /// `frame.origin.y` (a keyboard handler's relative update).
    let subtracts: Bool

    init?(_ expression: ExprSyntax) {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return nil }
        let operatorText = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        let property = infix.leftOperand.as(MemberAccessExprSyntax.self)
        let targetsConstant = property?.declName.baseName.text == "constant"
            || property?.declName.baseName.text == "bottom"
            || Interpreter.namesRootViewOriginY(infix.leftOperand)
        if infix.operator.is(AssignmentExprSyntax.self) {
            isCompound = false
            subtracts = false
        } else if operatorText == "+=" || operatorText == "-=" && targetsConstant {
            isCompound = true
            subtracts = operatorText == "-="
        } else {
            return nil
        }
        node = infix
        target = infix.leftOperand
        value = infix.rightOperand
    }

    static func isAssignment(_ expression: ExprSyntax) -> Bool { Assignment(expression) != nil }
}
