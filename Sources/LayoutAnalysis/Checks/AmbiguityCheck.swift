import ExactGeometry

/// An item whose frame differs between resolved layouts: Auto Layout may place it either way.
/// The analysis finds the items and two of their resolved layouts; this says what that means.
enum AmbiguityCheck {
    /// What the finding says of item `name`: the frame components some resolved layout changes
    /// (in physical coordinates), its frame in two resolved layouts, the inactive tracked
    /// constraints that mention it, and the kinds of problem some resolved layout shows.
    static func describe(
        _ name: String, free: [FrameComponent], frame: Rect, alternative: Rect, inactive: [String], reaching: [FindingKind]
    ) -> String {
        "\(name) is not fully determined (free: \(free.map(\.name).joined(separator: ", "))): its frame can be "
            + "\(frame.formatted) or \(alternative.formatted)"
            + (inactive.isEmpty
                ? "; no constraint of the spec pins it in this state (an always-active one is missing)"
                : "; inactive in this state: \(inactive.joined(separator: ", "))")
            + (reaching.isEmpty ? "" : "; it can " + reaching.compactMap(\.described.possibility).joined(separator: " or "))
    }
}
