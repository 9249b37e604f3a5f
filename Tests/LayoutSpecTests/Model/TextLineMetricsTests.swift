import ExactGeometry
import LayoutSpec
import Testing

/// One line of a known text in the font the source sets: its point sizes over every text size,
/// its typeface's glyph widths, and the class's padding.
struct TextLineMetricsTests {
    static let label = TextLineMetrics.byClass["UILabel"]
    static let button = TextLineMetrics.byClass["UIButton"]

    static func bounds(_ range: ContentRange?) -> [Rational]? {
        range.map { [$0.minimum, $0.maximum] }
    }

    @Test func aFixedSizeReplacesTheLabelsDefault() throws {
        let bold = TextFont(font: ViewFont(pointSize: 20), glyphs: .system)
        let width = try #require(Self.label).drawn(in: [bold]).width(of: ["Sign in"])
        // 7 × 0.2 × 20 = 28 to 7 × 1.3 × 20 = 182.
        #expect(Self.bounds(width) == [28, 182])
        #expect(width.source == #"one line of "Sign in", 0.2–1.3 ems a character (kbcov's assumption); "#
            + "UILabel: its text in the font the source sets, 20 pt")
    }

    /// A text style spans its sizes from xSmall to AX5: title1 is 25 to 58 pt (Apple's table).
    @Test func aTextStyleSpansEveryTextSize() throws {
        let title = TextFont(font: ViewFont(textStyle: .title1), glyphs: .system)
        let width = try #require(Self.label).drawn(in: [title]).width(of: ["Hi"])
        #expect(Self.bounds(width) == [10, Rational(1508) / 10])
        #expect(width.source.hasSuffix("in the font the source sets, the title1 text style, 25–58 pt from xSmall to AX5 (\(DynamicTypeTable.source))"),
                "\(width.source)")
    }

    /// Any of several fonts, the widest glyphs among them; a button keeps its default font's sizes
    /// too, as a configuration ignores `titleLabel.font`.
    @Test func severalFontsAndAButtonsDefaultAreCovered() throws {
        let small = TextFont(font: ViewFont(pointSize: 12), glyphs: .system)
        let custom = TextFont(font: ViewFont(pointSize: 24), glyphs: .otherTypeface)
        let label = try #require(Self.label).drawn(in: [small, custom]).width(of: ["Go"])
        // 2 × 0.1 × 12 = 2.4 to 2 × 2 × 24 = 96.
        #expect(Self.bounds(label) == [Rational(24) / 10, 96])
        #expect(label.source.contains("a typeface it does not know"), "\(label.source)")
        let button = try #require(Self.button).drawn(in: [small]).width(of: ["Go"])
        // 2 × 0.2 × 12 = 4.8 to 2 × 1.3 × 17 + 40 = 84.2: the 17-pt configuration font is wider.
        #expect(Self.bounds(button) == [Rational(48) / 10, Rational(842) / 10])
    }

    @Test func noFontKeepsTheClassDefault() throws {
        let metrics = try #require(Self.label)
        #expect(metrics.drawn(in: []).width(of: ["Sign in"]) == metrics.width(of: ["Sign in"]))
    }

    @Test func weightsPastBoldWidenTheWidestGlyph() {
        #expect(GlyphWidths.system(weight: "bold") == .system)
        #expect(GlyphWidths.system(weight: "black").widest == Rational(3) / 2)
    }
}
