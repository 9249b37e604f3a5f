import ExactGeometry

/// What of an item's frame a resolved layout can change: its left edge (the frame's `x`), its
/// right edge, its top, its width or its height. The analysis asks these in the reading direction;
/// through the mirror of a right-to-left environment the two horizontal edges trade places, so a
/// view whose physical `x` is fixed while its width moves says so in either direction.
enum FreeMeasure: CaseIterable, Hashable, Sendable {
    case minX, maxX, y, width, height

    /// The measure of `item` as a form over its frame.
    func form(of item: Int) -> LinearForm {
        switch self {
        case .minX: .frame(item, .x)
        case .maxX: .frame(item, .x) + .frame(item, .width)
        case .y: .frame(item, .y)
        case .width: .frame(item, .width)
        case .height: .frame(item, .height)
        }
    }

    /// Whether a move of the frame (`[x, y, width, height]` changes) changes this measure.
    func isChanged(by move: [Rational]) -> Bool {
        switch self {
        case .minX: !move[0].isZero
        case .maxX: !(move[0] + move[2]).isZero
        case .y: !move[1].isZero
        case .width: !move[2].isZero
        case .height: !move[3].isZero
        }
    }

    /// The same measure seen in the mirror (`x ↦ width − x`).
    var mirrored: FreeMeasure {
        switch self {
        case .minX: .maxX
        case .maxX: .minX
        default: self
        }
    }

    /// The frame component a reader is told is free for this measure; the right edge alone is
    /// no component (a view whose right edge moves has its x or its width free too).
    var component: FrameComponent? {
        switch self {
        case .minX: .x
        case .maxX: nil
        case .y: .y
        case .width: .width
        case .height: .height
        }
    }
}
