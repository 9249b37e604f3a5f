import ExactGeometry

/// How wide one character of a typeface can be, in ems, as data with its source: the text is
/// known, the glyphs' widths are not (they depend on the typeface, its weight and the language's
/// script), so a line of `n` characters is from `n × narrowest` to `n × widest` ems wide.
public struct GlyphWidths: Hashable, Sendable {
    public var narrowest: Rational
    public var widest: Rational
    /// Where the two figures come from, as a width's source prints it after them.
    public var source: String

    public init(narrowest: Rational, widest: Rational, source: String) {
        self.narrowest = narrowest
        self.widest = widest
        self.source = source
    }

    /// The system font from ultralight to bold: `i`, `l` and `.` are about a quarter em wide in SF
    /// Pro (Apple, Fonts for Apple platforms); kbcov takes a fifth. `W`, `M`, CJK ideographs and
    /// emoji are about one em wide; kbcov takes 1.3 ems, wide enough for bold weights.
    public static let system = GlyphWidths(narrowest: Rational(1) / 5, widest: Rational(13) / 10, source: "kbcov's assumption")

    /// The system font in a heavy or black weight, whose thicker strokes widen its widest glyphs
    /// past bold's.
    public static let heavySystem = GlyphWidths(
        narrowest: Rational(1) / 5, widest: Rational(3) / 2,
        source: "kbcov's assumption for the system font's heavy and black weights, or a weight it cannot read")

    /// A typeface kbcov does not know — a custom font (`UIFont(name:size:)`), or a font it cannot
    /// read given a new size (`withSize(_:)`): its glyphs may be narrower or wider than SF Pro's.
    public static let otherTypeface = GlyphWidths(
        narrowest: Rational(1) / 10, widest: 2,
        source: "kbcov's assumption for a typeface it does not know, whose glyphs may be narrower or wider than the system font's")

    /// `UIFont.Weight` by name: the weights past bold take `heavySystem`, the others `system`.
    public static func system(weight: String) -> GlyphWidths {
        ["heavy", "black"].contains(weight) ? heavySystem : system
    }

    /// Widths that cover both `self`'s and `other`'s: the narrower narrowest, the wider widest.
    public func covering(_ other: GlyphWidths) -> GlyphWidths {
        guard self != other else { return self }
        return GlyphWidths(narrowest: min(narrowest, other.narrowest), widest: max(widest, other.widest),
                           source: [source, other.source].joined(separator: "; "))
    }
}

/// A font the source sets on a view's text, as far as its width goes: its size (`ViewFont`) and
/// how wide its typeface's glyphs can be.
public struct TextFont: Hashable, Sendable {
    public var font: ViewFont
    public var glyphs: GlyphWidths

    public init(font: ViewFont, glyphs: GlyphWidths = .system) {
        self.font = font
        self.glyphs = glyphs
    }
}
