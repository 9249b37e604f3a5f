import ExactGeometry

/// How wide one line of text the code spells out can be in a class's default font, as data: the
/// text is known, the font's glyph widths are not (they depend on the typeface, its weight and
/// the language's script), so a line of `n` characters is from `n × narrowestGlyph` to
/// `n × widestGlyph` ems wide, in the class's default point size, plus the class's padding.
public struct TextLineMetrics: Sendable {
    /// The default font's point size, least and greatest.
    public var pointSizes: (least: Rational, greatest: Rational)
    /// Room the view adds around its text, least and greatest.
    public var padding: (least: Rational, greatest: Rational)
    public var source: String

    /// The narrowest glyph of the system font, in ems: `i`, `l` and `.` are about a quarter em
    /// wide in SF Pro (Apple, Fonts for Apple platforms); kbcov takes a fifth (its assumption).
    public static let narrowestGlyph = Rational(1) / 5
    /// The widest: `W`, `M`, CJK ideographs and emoji are about one em wide; kbcov takes 1.3 ems
    /// (its assumption, wide enough for bold weights).
    public static let widestGlyph = Rational(13) / 10

    /// The classes whose width is one line of their text by default.
    public static let byClass: [String: TextLineMetrics] = [
        "UILabel": TextLineMetrics(
            pointSizes: (17, 17), padding: (0, 0),
            source: "UILabel: its text in the default font, the 17-pt system font (Apple, UILabel.font)"),
        "UIButton": TextLineMetrics(
            pointSizes: (15, 17), padding: (0, 40),
            source: "UIButton: its title in the 15-pt system font of a system button or the 17-pt one of a configuration, with up to 20 pt of content insets each side (Apple, UIButton.Configuration.contentInsets)"),
    ]

    /// The width of one line showing any of `texts`, as a range with its source.
    public func width(of texts: [String]) -> ContentRange {
        let texts = texts.reduce(into: [String]()) { distinct, text in if !distinct.contains(text) { distinct.append(text) } }
        let counts = texts.map { Rational($0.count) }
        let least = (counts.min() ?? .zero) * Self.narrowestGlyph * pointSizes.least + padding.least
        let greatest = (counts.max() ?? .zero) * Self.widestGlyph * pointSizes.greatest + padding.greatest
        let shown = texts.map { "\"\($0)\"" }.joined(separator: " or ")
        return ContentRange(
            minimum: least, maximum: greatest,
            source: "one line of \(shown), \(Self.narrowestGlyph.decimalString())–\(Self.widestGlyph.decimalString()) ems a character (kbcov's assumption); \(source)")
    }
}
