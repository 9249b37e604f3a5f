import ExactGeometry

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide`, deprecated in iOS 11 in favour of
/// the safe area, which they have followed since: the top guide spans the root view from its top
/// to the safe area's top, the bottom one from the safe area's bottom to the view's bottom (Apple,
/// UIViewController.topLayoutGuide: "Use view.safeAreaLayoutGuide.topAnchor instead of
/// topLayoutGuide.bottomAnchor"; bottomLayoutGuide likewise with the safe area's bottomAnchor).
/// Storyboards record them as `viewControllerLayoutGuide` objects; code names them by property.
public enum LegacyLayoutGuide: String, CaseIterable, Hashable, Sendable {
    case top = "topLayoutGuide"
    case bottom = "bottomLayoutGuide"

    /// `anchor` of the guide as a sum of the root view's and its safe area's anchors. A guide is
    /// as wide as the view, so its horizontal anchors are the view's.
    public func terms(of anchor: Anchor) -> [(coefficient: Rational, item: BuiltinItem, anchor: Anchor)] {
        // The top guide runs from the view's top to the safe area's, the bottom one from the
        // safe area's bottom to the view's.
        let edge: Anchor = self == .top ? .top : .bottom
        let (upper, lower): ((BuiltinItem, Anchor), (BuiltinItem, Anchor)) =
            self == .top ? ((.view, edge), (.safeArea, edge)) : ((.safeArea, edge), (.view, edge))
        let half = Rational(1) / 2
        switch anchor {
        case .top: return [(.one, upper.0, upper.1)]
        case .bottom: return [(.one, lower.0, lower.1)]
        case .height: return [(.one, lower.0, lower.1), (-.one, upper.0, upper.1)]
        case .centerY: return [(half, .view, edge), (half, .safeArea, edge)]
        case .leading, .trailing, .left, .right, .centerX, .width: return [(.one, .view, anchor)]
        }
    }
}
