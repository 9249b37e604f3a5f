import ExactGeometry

/// An intrinsic size the source does not show — a label's text, an image kbcov cannot see — as
/// what it is: unknown, anywhere from `minimum` to `maximum`. The analysis reports what holds for
/// every size in the range, or from which size on (Documentation/Design.md, §4).
public struct ContentRange: Hashable, Sendable {
    public var minimum: Rational
    public var maximum: Rational
    /// What the size is of, and where its bounds come from.
    public var source: String

    public init(minimum: Rational, maximum: Rational, source: String) {
        self.minimum = minimum
        self.maximum = maximum
        self.source = source
    }

    /// `0–2048 pt`.
    public var description: String {
        "\(minimum.decimalString(maximumFractionDigits: 2))–\(maximum.decimalString(maximumFractionDigits: 2)) pt"
    }
}

/// The ranges kbcov gives content the source does not show: data, each with its source.
public enum ContentRanges {
    /// Longer than any window of the catalog's devices (the widest, a 13-inch iPad in landscape,
    /// is 1,376 pt): an assumption, said wherever a finding rests on it.
    public static let longest: Rational = 2048

    /// A line of text the source does not show, from none to longer than any window.
    public static let textWidth = ContentRange(
        minimum: 0, maximum: longest,
        source: "the text's width, which the source does not show: any, from empty to longer than any window (kbcov's assumption)")

    /// An image kbcov cannot find or read: any size (Apple, UIImageView: "the image view's intrinsic
    /// content size is the size of its image").
    public static let imageSide = ContentRange(
        minimum: 0, maximum: longest,
        source: "the image's size, which kbcov cannot see: any, up to larger than any window (kbcov's assumption)")

    /// The side of a view an image's aspect ratio gives at the view's other side, where kbcov
    /// cannot see the image: the ratio is any, so the side is (Apple, UIImage `size`: "the
    /// logical dimensions, in points, for the image").
    public static let proportionalSide = ContentRange(
        minimum: 0, maximum: longest,
        source: "the side the image's aspect ratio gives, which kbcov cannot see: any, up to larger than any window (kbcov's assumption)")

    /// A view of a class kbcov cannot see into (declared in no analysed file, or a UIKit class
    /// its content-size table lacks): it may draw content of any size, or none (Apple,
    /// UIView.intrinsicContentSize: a subclass overrides it "if the view has an intrinsic size").
    public static let unseenView = ContentRange(
        minimum: 0, maximum: longest,
        source: "the intrinsic size of a view whose class kbcov cannot see into: any, from none to larger than any window (kbcov's assumption)")

    /// An SF Symbol's glyph at a point size `side` (times its scale): its width and height vary by
    /// symbol, which the source does not show. kbcov takes any width from half to twice the point
    /// size and any height from three quarters to one and a half times it (its assumption, wide
    /// enough for a narrow `exclamationmark` and a wide `rectangle.and.pencil.and.ellipsis`).
    public static func symbol(side: Rational) -> (width: ContentRange, height: ContentRange) {
        let source = "an SF Symbol's glyph drawn at \(side.decimalString(maximumFractionDigits: 2)) pt, whose exact size varies by symbol: kbcov takes a width of 0.5–2 and a height of 0.75–1.5 times the point size (its assumption)"
        return (ContentRange(minimum: side / 2, maximum: side * 2, source: source),
                ContentRange(minimum: side * 3 / 4, maximum: side * 3 / 2, source: source))
    }
}
