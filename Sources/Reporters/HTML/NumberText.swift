import ExactGeometry
import KeyboardStates

/// How numbers read on the pages: exact decimals from rationals, never through `Double`.
enum NumberText {
    static func number(_ value: Rational, digits: Int = 2) -> String { value.decimalString(maximumFractionDigits: digits) }

    /// `[x, y, width, height]`, as the JSON report and the text report write rectangles.
    static func rect(_ rect: Rect) -> String {
        "[" + rect.components.map { number($0) }.joined(separator: ", ") + "]"
    }

    /// `418` or `418 … 749`.
    static func range(_ range: ValueRange) -> String {
        range.min == range.max ? number(range.min) : "\(number(range.min)) … \(number(range.max))"
    }

    static func size(_ size: Size) -> String { "\(number(size.width)) × \(number(size.height))" }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
