import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Layout priorities as UIKit code writes them: `.required`, `.defaultHigh`, `.defaultLow`,
/// `.fittingSizeLevel`, a number, `UILayoutPriority(rawValue: 999)`, `UILayoutPriority(750)`, and
/// `+` / `-` of a number (`.defaultHigh + 1`).
extension Interpreter {
    static let namedPriorities: [String: Int] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]

    func priority(_ expression: ExprSyntax, in frame: Frame) -> Result<Priority, Unsupported> {
        priorityValue(expression, in: frame).flatMap { value in
            guard value.isInteger, let integer = Int(exactly: value.numerator), let priority = Priority(integer) else {
                return .failure(unsupported(expression, "the priority \(value.decimalString(maximumFractionDigits: 3)); kbcov reads whole priorities from 1 to 1000"))
            }
            return .success(priority)
        }
    }

    private func priorityValue(_ expression: ExprSyntax, in frame: Frame) -> Result<Rational, Unsupported> {
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "+" || symbol == "-" {
            return priorityValue(infix.leftOperand, in: frame).flatMap { base in
                priorityValue(infix.rightOperand, in: frame).map { offset in symbol == "+" ? base + offset : base - offset }
            }
        }
        switch evaluate(expression, in: frame) {
        case .number(let number) where number.isConstant:
            return .success(number.constant)
        case .implicitMember(let name):
            guard let value = Self.namedPriorities[name] else {
                return .failure(unsupported(expression, "the priority '.\(name)'; expected .required, .defaultHigh, .defaultLow, .fittingSizeLevel or a number"))
            }
            return .success(Rational(value))
        case .unreadable(let problem):
            return .failure(problem)
        default:
            return .failure(unsupported(expression, "the priority '\(expression.trimmedDescription)', which kbcov cannot read"))
        }
    }
}
