import ExactGeometry

/// How wide one line of text the code spells out can be, as data: the text is known, the font's
/// glyph widths are not (`GlyphWidths`), so a line of `n` characters is from `n × narrowest` to
/// `n × widest` ems wide, in the font's point size, plus the class's padding. The font is the
/// class's default, or the one the code sets (`drawn(in:)`).
public struct TextLineMetrics: Sendable {
    /// The font's point size, least and greatest.
    public var pointSizes: (least: Rational, greatest: Rational)
    /// Room the view adds around its text, least and greatest.
    public var padding: (least: Rational, greatest: Rational)
    public var glyphs: GlyphWidths = .system
    /// What the text is of the view: `UILabel: its text`.
    public var shown: String
    public var source: String
    /// Why the class may draw its text in its default font whatever font the code sets; `nil`
    /// when a font the code sets is the one drawn.
    public var defaultFontStays: String?

    /// The classes whose width is one line of their text by default.
    public static let byClass: [String: TextLineMetrics] = [
        "UILabel": TextLineMetrics(
            pointSizes: (17, 17), padding: (0, 0), shown: "UILabel: its text",
            source: "UILabel: its text in the default font, the 17-pt system font (Apple, UILabel.font)"),
        "UIButton": TextLineMetrics(
            pointSizes: (15, 17), padding: (0, 40), shown: "UIButton: its title",
            source: "UIButton: its title in the 15-pt system font of a system button or the 17-pt one of a configuration, with up to 20 pt of content insets each side (Apple, UIButton.Configuration.contentInsets)",
            defaultFontStays: "a button with a configuration draws its title in the configuration's font, not in titleLabel's (Apple, UIButton.Configuration)"),
    ]

    /// The class's text in the fonts the code sets on it (any one of them), each in the point sizes
    /// it takes over the text sizes and its typeface's glyph widths; its padding stays the class's.
    public func drawn(in fonts: [TextFont]) -> TextLineMetrics {
        let sized = fonts.compactMap { font in font.font.pointSizes.map { (font, $0) } }
        guard let first = sized.first else { return self }
        var metrics = self
        metrics.pointSizes = sized.dropFirst().reduce(first.1) { range, font in
            (min(range.least, font.1.least), max(range.greatest, font.1.greatest))
        }
        metrics.glyphs = sized.dropFirst().reduce(first.0.glyphs) { glyphs, font in glyphs.covering(font.0.glyphs) }
        let described = sized.map(\.0.font.sizeDescription).reduce(into: [String]()) { distinct, size in if !distinct.contains(size) { distinct.append(size) } }
        metrics.source = "\(shown) in the font the source sets, \(described.joined(separator: " or "))"
        if let defaultFontStays {
            metrics.pointSizes = (min(metrics.pointSizes.least, pointSizes.least), max(metrics.pointSizes.greatest, pointSizes.greatest))
            metrics.glyphs = metrics.glyphs.covering(glyphs)
            metrics.source += ", or in its default font, as \(defaultFontStays); \(source)"
        }
        return metrics
    }

    /// The width of one line showing any of `texts`, as a range with its source.
    public func width(of texts: [String]) -> ContentRange {
        let texts = texts.reduce(into: [String]()) { distinct, text in if !distinct.contains(text) { distinct.append(text) } }
        let counts = texts.map { Rational($0.count) }
        let least = (counts.min() ?? .zero) * glyphs.narrowest * pointSizes.least + padding.least
        let greatest = (counts.max() ?? .zero) * glyphs.widest * pointSizes.greatest + padding.greatest
        let shown = texts.map { "\"\($0)\"" }.joined(separator: " or ")
        return ContentRange(
            minimum: least, maximum: greatest,
            source: "one line of \(shown), \(glyphs.narrowest.decimalString())–\(glyphs.widest.decimalString()) ems a character (\(glyphs.source)); \(source)")
    }
}
