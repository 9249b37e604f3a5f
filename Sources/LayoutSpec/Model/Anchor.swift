public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
}

/// A layout anchor of an item, as UIKit names them.
public enum Anchor: String, CaseIterable, Hashable, Sendable {
    case leading, trailing, left, right, top, bottom, centerX, centerY, width, height

    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        }
    }

    /// Whether the anchor is a size (a dimension) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// The anchor in a left-to-right mirror image of the layout, where `leading` and `trailing` trade
    /// places and so do `left` and `right`.
    public var mirrored: Anchor {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .left: .right
        case .right: .left
        default: self
        }
    }
}

/// The items every spec can use without declaring them.
public enum BuiltinItem: String, CaseIterable, Hashable, Sendable {
    /// The root view; its frame is fixed by the environment.
    case view
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`: the safe area inset by 16 pt (compact width) or 20 pt (regular).
    case margins
    /// `readableContentGuide`: the margins, width capped at 672 pt.
    case readable
    /// `keyboardLayoutGuide`; its frame is fixed by the keyboard state.
    case keyboard
    /// The keyboard's whole frame as notifications report it, in view coordinates, not clipped.
    case keyboardFrame
    /// The keyboard's frame clipped to the root view, `view.bounds.intersection(keyboardFrame)`:
    /// its width and height only, zero where the keyboard does not meet the view (UIKit's null
    /// rectangle, which has no position).
    case keyboardOverlap
    /// How far the keyboard's top is above the root view's bottom, zero where it is not:
    /// `max(0, view.bounds.maxY - keyboardFrame.minY)` with the frame in view coordinates. Its
    /// height only; unlike the overlap it ignores where the keyboard is across.
    case keyboardRise
    /// The screen's frame in view coordinates: where a hidden keyboard's frame starts, below its
    /// bottom, when the window does not reach it (a Stage Manager window).
    case screen

    /// The items a keyboard notification's frame gives.
    public var isKeyboardGeometry: Bool { self == .keyboardFrame || self == .keyboardOverlap || self == .keyboardRise }
}

/// `item.anchor` in a rule.
public struct AnchorReference: Hashable, Sendable, CustomStringConvertible {
    public var item: String
    public var anchor: Anchor

    public init(item: String, anchor: Anchor) {
        self.item = item
        self.anchor = anchor
    }

    public var description: String { "\(item).\(anchor.rawValue)" }
}
