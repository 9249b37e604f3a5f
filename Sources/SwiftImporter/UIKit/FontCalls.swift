import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// A font as the code makes it, as far as its size goes (`ViewFont`) and how wide its glyphs can
/// be (`GlyphWidths`): a text style (`UIFont.preferredFont(forTextStyle: .body)`), a font
/// `UIFontMetrics` scales (`UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)`,
/// `UIFontMetrics.default` for the body style), a fixed size of the system font
/// (`UIFont.systemFont(ofSize: 15)` and its bold, italic, monospaced and weighted forms), a custom
/// typeface (`UIFont(name: "Avenir", size: 15)`), or any of these or another view's font at a new
/// size (`withSize(14)`). Anything else — a font kept in a property, a custom helper — is not
/// read: the view keeps its class's default height and its text any width.
extension Interpreter {
    static let fixedSizeFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    /// The sizes `UIFont`'s class properties give on iOS (Apple, UIFont: labelFontSize,
    /// buttonFontSize, systemFontSize, smallSystemFontSize; the figures are UIKit's values, which
    /// the documentation does not print).
    static let standardFontSizes: [String: Rational] = [
        "labelFontSize": 17, "buttonFontSize": 18, "systemFontSize": 14, "smallSystemFontSize": 12,
    ]

    func font(_ expression: ExprSyntax, in frame: Frame) -> TextFont? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case "preferredFont":
            return argument("forTextStyle", of: call).flatMap(Self.textStyle).map { TextFont(font: ViewFont(textStyle: $0)) }
        case "scaledFont":
            guard let metrics = member?.base, case .fontMetrics(let style) = evaluate(metrics, in: frame),
                  let base = argument("for", of: call).flatMap({ font($0, in: frame) }) else { return nil }
            return TextFont(font: ViewFont(textStyle: style, pointSize: base.font.pointSize(at: .default)), glyphs: base.glyphs)
        case let name? where Self.fixedSizeFonts.contains(name):
            let glyphs = argument("weight", of: call).map { weight in
                weight.as(MemberAccessExprSyntax.self).map { GlyphWidths.system(weight: $0.declName.baseName.text) } ?? .heavySystem
            }
            return fixedSize(argument("ofSize", of: call), in: frame).map { TextFont(font: $0, glyphs: glyphs ?? .system) }
        case "UIFont" where argument("name", of: call) != nil || argument("descriptor", of: call) != nil:
            return fixedSize(argument("size", of: call), in: frame).map { TextFont(font: $0, glyphs: .otherTypeface) }
        case "withSize":
            let glyphs = member?.base.flatMap { fontGlyphs(of: $0, in: frame) } ?? .otherTypeface
            return fixedSize(call.arguments.first?.expression, in: frame).map { TextFont(font: $0, glyphs: glyphs) }
        default:
            return nil
        }
    }

    /// A size kbcov reads as a number, above zero (`UIFont(descriptor:size: 0)` keeps the
    /// descriptor's size, which kbcov does not know).
    private func fixedSize(_ expression: ExprSyntax?, in frame: Frame) -> ViewFont? {
        guard let expression, case .number(let size) = evaluate(expression, in: frame), size.terms.isEmpty, size.constant > .zero else { return nil }
        return ViewFont(pointSize: size.constant)
    }

    /// The glyph widths of the font `withSize` resizes: a font call's, or another view's font
    /// (`otherLabel.font`, `button.titleLabel?.font`) when kbcov read the last one the code set.
    private func fontGlyphs(of expression: ExprSyntax, in frame: Frame) -> GlyphWidths? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        if let read = font(unwrapped, in: frame) { return read.glyphs }
        guard let property = unwrapped.as(MemberAccessExprSyntax.self), property.declName.baseName.text == "font",
              let owner = property.base.map({ Self.titleOwner($0) ?? $0 }),
              case .item(.object(let id)) = evaluate(owner, in: frame) else { return nil }
        let settings = objects[id].settings
        return settings.font == nil ? nil : settings.fonts.last?.glyphs
    }
}
