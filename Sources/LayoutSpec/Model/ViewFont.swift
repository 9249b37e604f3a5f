import ExactGeometry

/// A view's font as the source sets it, as far as its size goes: a text style, which scales with
/// the text size a person picks (Documentation/DynamicType.md), or a fixed point size, which does
/// not. A label's, a text field's or a text view's `font`; a button's title's.
public struct ViewFont: Hashable, Sendable {
    /// `preferredFont(forTextStyle:)`, or the style a `UIFontMetrics` scales by; `nil`, a fixed size.
    public var textStyle: TextStyle?
    /// A fixed font's size, or the size at Large of the font `UIFontMetrics` scales; `nil` with a
    /// text style is the style's own size.
    public var pointSize: Rational?
    /// `adjustsFontForContentSizeCategory`: the font follows a change of text size while the app
    /// runs. Without it the font keeps the size the app launched with — which, analysed at one
    /// category, is that category's: kbcov takes the app to have launched at it.
    public var adjustsForContentSizeCategory: Bool

    public init(textStyle: TextStyle? = nil, pointSize: Rational? = nil, adjustsForContentSizeCategory: Bool = false) {
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.adjustsForContentSizeCategory = adjustsForContentSizeCategory
    }

    /// The point size at `category`: a fixed size at every one; a text style's from Apple's table,
    /// a font `UIFontMetrics` scales in the style's proportion to Large. `nil` for neither.
    public func pointSize(at category: ContentSizeCategory) -> Rational? {
        guard let textStyle else { return pointSize }
        guard let pointSize else { return DynamicTypeTable.size(of: textStyle, at: category).pointSize }
        return pointSize * DynamicTypeTable.scale(of: textStyle, at: category)
    }

    /// The least and greatest point size over every text size (xSmall to AX5): a fixed size's own,
    /// a text style's from Apple's table. A font that does not adjust keeps the size of the text
    /// size the app launched at, which may be any of them. `nil` for neither.
    public var pointSizes: (least: Rational, greatest: Rational)? {
        let sizes = ContentSizeCategory.allCases.compactMap(pointSize(at:))
        guard let least = sizes.min(), let greatest = sizes.max() else { return nil }
        return (least, greatest)
    }

    /// `20 pt`, `the title1 text style, 25–58 pt from xSmall to AX5 (Apple …)`, as a width's source names it.
    public var sizeDescription: String {
        let sizes = pointSizes.map { sizes in
            sizes.least == sizes.greatest ? "\(sizes.least.decimalString()) pt"
                : "\(sizes.least.decimalString())–\(sizes.greatest.decimalString()) pt from xSmall to AX5 (\(DynamicTypeTable.source))"
        } ?? "a size kbcov does not know"
        switch (textStyle, pointSize) {
        case (let style?, let size?): return "\(size.decimalString()) pt at Large scaled as \(style.rawValue), \(sizes)"
        case (let style?, nil): return "the \(style.rawValue) text style, \(sizes)"
        default: return sizes
        }
    }
}
