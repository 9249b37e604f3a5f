import AssetCatalogs
import ExactGeometry
import LayoutSpec

/// An image the code names: one of the project's asset catalogs (`UIImage(named:)`,
/// `#imageLiteral(resourceName:)`, `UIImage(resource:)`), looked up when the code runs, or an
/// SF Symbol (`UIImage(systemName:)`) with the symbol configuration it is drawn with, or such a
/// configuration alone.
struct ImageValue: Hashable {
    enum Content: Hashable {
        case asset(ImageLookup)
        case symbol(SymbolConfiguration)
        /// `UIImage.SymbolConfiguration(…)` itself, before an image is drawn with it.
        case configuration(SymbolConfiguration)
    }

    /// `the image 'photo'`, `the SF Symbol 'star'`, for messages.
    var description: String
    var content: Content

    /// The size `UIImage.size` has, when kbcov knows it exactly: an asset's.
    var exactSize: ImageSize? {
        if case .asset(.size(let size)) = content { return size }
        return nil
    }

    /// Why kbcov cannot tell the image's size, for messages.
    var unknownSizeReason: String {
        switch content {
        case .asset(.unknown(let reason)): reason
        case .asset(.size): "known"
        case .symbol, .configuration: "an SF Symbol's exact size depends on the symbol"
        }
    }
}

/// `UIImage.SymbolConfiguration` as far as it sets the size: a point size or a text style, and
/// a scale (weights change a glyph's width a little, which the table does not model).
struct SymbolConfiguration: Hashable {
    var pointSize: Rational?
    var textStyle: String?
    var scale: String?

    /// `configuration.applying(other)`: what `other` sets wins.
    func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
        var result = self
        if other.pointSize != nil || other.textStyle != nil {
            result.pointSize = other.pointSize
            result.textStyle = other.textStyle
        }
        result.scale = other.scale ?? scale
        return result
    }

    /// The square `SymbolSizeTable` gives, or `nil` for a style or scale it does not know.
    var size: ImageSize? {
        SymbolSizeTable.side(pointSize: pointSize, textStyle: textStyle, scale: scale).map { ImageSize(width: $0, height: $0) }
    }

    var summary: String {
        let size = pointSize.map { "point size \($0.decimalString(maximumFractionDigits: 2))" } ?? "text style \(textStyle ?? SymbolSizeTable.defaultTextStyle)"
        return "\(size), \(scale ?? "medium") scale"
    }
}
