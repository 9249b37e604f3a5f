import ExactGeometry

/// UIKit's text styles (`UIFont.TextStyle`), which scale with the text size a person picks.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// `UIFont.TextStyle.title1` and Interface Builder's `UICTFontTextStyleTitle1`.
    public init?(uikitName: String) {
        let name = uikitName.hasPrefix("UICTFontTextStyle") ? String(uikitName.dropFirst("UICTFontTextStyle".count)) : uikitName
        if let found = Self.interfaceBuilderNames.first(where: { $0.value == name })?.key {
            self = found
        } else if let found = TextStyle(rawValue: name) {
            self = found
        } else {
            return nil
        }
    }

    /// Interface Builder's `style="UICTFontTextStyle…"` suffixes (Xcode writes a Large Title as
    /// `Title0` and a Subheadline as `Subhead`).
    static let interfaceBuilderNames: [TextStyle: String] = [
        .largeTitle: "Title0", .title1: "Title1", .title2: "Title2", .title3: "Title3", .headline: "Headline",
        .body: "Body", .callout: "Callout", .subheadline: "Subhead", .footnote: "Footnote", .caption1: "Caption1",
        .caption2: "Caption2",
    ]
}

/// One text style at one text size: its font's point size and its leading (the distance from one
/// line's baseline to the next's), in points.
public struct TypeSize: Hashable, Sendable {
    public var pointSize: Rational
    public var leading: Rational
}

/// Apple's Dynamic Type sizes for iOS and iPadOS: per text style and content-size category, the
/// point size and leading. Source: Apple Human Interface Guidelines, Typography, Specifications,
/// "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger accessibility type
/// sizes" (AX1 … AX5), as published in 2025; every figure is Apple's, none is interpolated.
/// Documentation/DynamicType.md prints the table.
public enum DynamicTypeTable {
    /// Per style, (point size, leading) at xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge,
    /// AX1, AX2, AX3, AX4, AX5.
    static let figures: [TextStyle: [(Int, Int)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    public static let source = "Apple Human Interface Guidelines, Typography: iOS, iPadOS Dynamic Type sizes"

    public static func size(of style: TextStyle, at category: ContentSizeCategory) -> TypeSize {
        let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 0
        let (points, leading) = figures[style]?[index] ?? (0, 0)
        return TypeSize(pointSize: Rational(points), leading: Rational(leading))
    }

    /// What `UIFontMetrics(forTextStyle: style)` multiplies a size given at Large by at `category`
    /// (`scaledFont(for:)`, `scaledValue(for:)`): the style's point size there over its size at
    /// Large. kbcov's assumption, as Apple documents no other figure: the scale is that ratio, not
    /// rounded.
    public static func scale(of style: TextStyle, at category: ContentSizeCategory) -> Rational {
        size(of: style, at: category).pointSize / size(of: style, at: .default).pointSize
    }

    /// The height of one line of text in the system font at `pointSize`: UIKit sizes a label to its
    /// font's `lineHeight` (ascender plus descender), not to the HIG's leading, which spaces the
    /// baselines of consecutive lines. For SF Pro that is 20.33 pt at 17 pt (ContentSizeTable's
    /// label), so kbcov takes 20.33 / 17 of the point size at every size (its assumption: the
    /// font's proportions do not change with its optical size).
    public static func lineHeight(pointSize: Rational) -> Rational {
        pointSize * lineHeightPerPoint
    }

    public static let lineHeightPerPoint = Rational(2033) / 1700

    /// One line of `style` at `category`.
    public static func lineHeight(of style: TextStyle, at category: ContentSizeCategory) -> Rational {
        lineHeight(pointSize: size(of: style, at: category).pointSize)
    }
}
