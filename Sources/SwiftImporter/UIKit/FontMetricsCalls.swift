import LayoutSpec
import SwiftSyntax

/// `UIFontMetrics`, which scales sizes given at Large with the text size a person picks:
/// `UIFontMetrics(forTextStyle: .headline)` scales in its style's proportion,
/// `UIFontMetrics.default` in body's. Its `scaledValue(for: 44)` is a number that follows the text
/// size (a rule's `scaledBy`); its `scaledFont(for:)` is read where fonts are (`FontCalls`).
extension Interpreter {
    static let fontMetricsType = "UIFontMetrics"

    /// `UIFontMetrics(forTextStyle: .headline)`; opaque when the style is not one kbcov reads.
    func fontMetricsInitializer(_ call: FunctionCallExprSyntax) -> Value {
        guard let style = argument("forTextStyle", of: call).flatMap(Self.textStyle) else { return .opaque }
        return .fontMetrics(style)
    }

    /// `UIFontMetrics.default`.
    static func fontMetricsMember(_ name: String) -> Value? {
        name == "default" ? .fontMetrics(.body) : nil
    }

    /// `metrics.scaledValue(for: 44)` (also `compatibleWith:` traits, which kbcov takes to be the
    /// screen's own): the number at Large, marked as scaled by the metrics' style.
    func fontMetricsCall(_ method: String, style: TextStyle, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        guard method == "scaledValue", let given = argument("for", of: call) else { return .opaque }
        let value = evaluate(given, in: frame)
        guard case .number(let number) = value, number.isConstant, number.scaling == .fixed else {
            if case .unreadable = value { return value }
            return unreadable(given, "'\(given.trimmedDescription)', a size to scale that is not a number kbcov can read")
        }
        return .number(DraftExpression(constant: number.constant, scaling: .scaled(style)))
    }

    /// `.body`, `UIFont.TextStyle.body`.
    static func textStyle(_ expression: ExprSyntax) -> TextStyle? {
        expression.as(MemberAccessExprSyntax.self).flatMap { TextStyle(uikitName: $0.declName.baseName.text) }
    }
}
