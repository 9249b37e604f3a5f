import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// A font as the code makes it, as far as its size goes (`ViewFont`): a text style
/// (`UIFont.preferredFont(forTextStyle: .body)`), a font `UIFontMetrics` scales
/// (`UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)`, `UIFontMetrics.default` for
/// the body style), or a fixed size (`UIFont.systemFont(ofSize: 15)` and its bold, italic,
/// monospaced and weighted forms, `UIFont(name: "Avenir", size: 15)`). Anything else — a font
/// kept in a property, a custom helper — is not read: the view keeps its class's default.
extension Interpreter {
    static let fixedSizeFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    func font(_ expression: ExprSyntax, in frame: Frame) -> ViewFont? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case "preferredFont":
            return argument("forTextStyle", of: call).flatMap(Self.textStyle).map { ViewFont(textStyle: $0) }
        case "scaledFont":
            guard let metrics = member?.base, case .fontMetrics(let style) = evaluate(metrics, in: frame),
                  let base = argument("for", of: call) else { return nil }
            let scaled = font(base, in: frame)
            return ViewFont(textStyle: style, pointSize: scaled?.pointSize(at: .default))
        case let name? where Self.fixedSizeFonts.contains(name):
            return argument("ofSize", of: call).flatMap { fixedSize($0, in: frame) }
        case "UIFont":
            return argument("size", of: call).flatMap { fixedSize($0, in: frame) }
        default:
            return nil
        }
    }

    private func fixedSize(_ expression: ExprSyntax, in frame: Frame) -> ViewFont? {
        guard case .number(let size) = evaluate(expression, in: frame), size.terms.isEmpty, !size.constant.isNegative else { return nil }
        return ViewFont(pointSize: size.constant)
    }

}
