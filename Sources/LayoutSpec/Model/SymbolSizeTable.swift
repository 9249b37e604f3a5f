import ExactGeometry

/// The point size an SF Symbol image is drawn at: data, each figure with its source. A symbol's
/// glyph is drawn at a point size (a text style's at the default Dynamic Type size, Large: `DynamicTypeTable`) and a scale;
/// its exact width and height vary by symbol (a chevron is wider than high, a person taller),
/// which the source does not show: `ContentRanges.symbol` makes a range of sizes around it.
public enum SymbolSizeTable {
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
        guard let points = pointSize ?? TextStyle(rawValue: textStyle ?? defaultTextStyle).map({ DynamicTypeTable.size(of: $0, at: .default).pointSize }),
              let factor = scaleFactors[scale ?? "medium"] else { return nil }
        return points * factor
    }
}
