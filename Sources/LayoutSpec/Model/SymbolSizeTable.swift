import ExactGeometry

/// The point size an SF Symbol image is drawn at: data, each figure with its source. A symbol's
/// glyph is drawn at a point size (a text style's, at the default Dynamic Type size) and a scale;
/// its exact width and height vary by symbol (a chevron is wider than high, a person taller),
/// which the source does not show: `ContentRanges.symbol` makes a range of sizes around it.
public enum SymbolSizeTable {
    /// Text styles at the default Dynamic Type size, Large (Apple HIG, Typography: "iOS, iPadOS
    /// Dynamic Type sizes", Large column).
    public static let textStylePointSizes: [String: Rational] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    /// Scales relative to medium (Apple, `NSImage.SymbolScale.small`: "approximately 20% smaller
    /// than medium"; `.large`: "approximately 30% larger"); `default` and `unspecified` are medium.
    public static let scaleFactors: [String: Rational] = [
        "small": Rational(4) / 5, "medium": 1, "large": Rational(13) / 10, "default": 1, "unspecified": 1,
    ]

    /// A symbol without a configuration matches the body text style at medium scale (Apple,
    /// "Configuring and displaying symbol images in your UI").
    public static let defaultTextStyle = "body"

    /// The point size times the scale's factor for a point size (or text style) and scale; `nil`
    /// for a text style or scale it does not know.
    public static func side(pointSize: Rational?, textStyle: String?, scale: String?) -> Rational? {
        guard let points = pointSize ?? textStylePointSizes[textStyle ?? defaultTextStyle],
              let factor = scaleFactors[scale ?? "medium"] else { return nil }
        return points * factor
    }
}
