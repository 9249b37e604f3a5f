/// A scroll view's `contentInsetAdjustmentBehavior`: whether UIKit adds the part of the safe area
/// the scroll view reaches into to its content inset, so that scrolling to the end shows the
/// content above the home indicator (Apple, UIScrollView.ContentInsetAdjustmentBehavior).
public enum ContentInsetAdjustment: String, CaseIterable, Hashable, Sendable {
    /// UIKit's default: as `scrollableAxes`, and always vertically in a navigation or tab bar
    /// controller's content view, which kbcov does not know.
    case automatic
    /// The safe area is added on an axis only while the content is larger than the scroll view
    /// on it, or, vertically, `alwaysBounceVertical` is set.
    case scrollableAxes
    /// The safe area is never added: scrolling ends at the content's end.
    case never
    /// The safe area is always added, whether the content is larger than the scroll view or not.
    case always

    /// Whether the safe area is added to content that fits in the scroll view vertically: always
    /// with `.always`; with `.automatic` and `.scrollableAxes` only when `alwaysBounceVertical`
    /// makes the vertical axis scrollable (Apple, ContentInsetAdjustmentBehavior.scrollableAxes).
    public func addsSafeAreaToContentThatFits(bouncingVertically: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .automatic, .scrollableAxes: bouncingVertically
        }
    }

    /// Whether the safe area is added where the content overflows the scroll view.
    public var addsSafeArea: Bool { self != .never }
}
