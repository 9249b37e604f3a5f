import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Edge insets written in the code: `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`,
/// `UIEdgeInsets(top:left:bottom:right:)`, `.init(…)` of either, `.zero`, and constants of the
/// file holding one. The model's margins are directional: `UIEdgeInsets`' left is read as
/// leading and right as trailing, which is exact left to right; unequal left and right insets
/// are reported, since UIKit keeps them on their physical sides right to left.
extension Interpreter {
    private static let labels: [String: [String]] = [
        "directional": ["top", "leading", "bottom", "trailing"],
        "physical": ["top", "left", "bottom", "right"],
    ]

    func edgeInsets(_ expression: ExprSyntax, isDirectional: Bool, in frame: Frame) -> Result<EdgeInsetsDeclaration, Unsupported> {
        let syntax = constantInitializer(of: expression, inType: frame.selfType) ?? expression
        if let member = syntax.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
            return .success(EdgeInsetsDeclaration(top: .zero, leading: .zero, bottom: .zero, trailing: .zero))
        }
        let expected = isDirectional ? "NSDirectionalEdgeInsets(top:leading:bottom:trailing:) of numbers"
            : "UIEdgeInsets(top:left:bottom:right:) of numbers"
        guard let call = syntax.as(FunctionCallExprSyntax.self) else {
            return .failure(unsupported(expression, "the margins '\(expression.trimmedDescription)'; expected \(expected)"))
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let isPhysical = labels == Self.labels["physical"]
        guard labels == Self.labels["directional"] || isPhysical else {
            return .failure(unsupported(expression, "the margins '\(expression.trimmedDescription)'; expected \(expected)"))
        }
        var values: [Rational] = []
        for argument in call.arguments {
            guard case .number(let number) = evaluate(argument.expression, in: frame), number.isConstant else {
                return .failure(unsupported(argument.expression, "the margin '\(argument.expression.trimmedDescription)', which is not a number kbcov can read; the stack keeps UIKit's default margins"))
            }
            values.append(number.constant)
        }
        if isPhysical, values[1] != values[3] {
            diagnostics.report(.warning(.unsupportedConstruct, at: sources.location(of: call),
                                        "the left and right margins differ: kbcov reads left as leading and right as trailing, which UIKit does only left to right; use NSDirectionalEdgeInsets"))
        }
        return .success(EdgeInsetsDeclaration(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
    }

    /// The initializer of a constant of the file an expression names (`insets`, `Layout.margins`).
    private func constantInitializer(of expression: ExprSyntax, inType typeName: String?) -> ExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return index.property(named: reference.baseName.text, inType: typeName)?.initializer
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let type = member.base?.as(DeclReferenceExprSyntax.self) {
            return index.staticProperties[type.baseName.text]?[member.declName.baseName.text]?.initializer
        }
        return nil
    }
}
