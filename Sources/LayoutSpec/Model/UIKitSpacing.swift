import ExactGeometry

/// UIKit's spacing constants.
public enum UIKitSpacing {
    /// The system spacing between two anchors (`system` in a rule, `constraint(equalToSystemSpacingBelow:)`
    /// and its relatives), in points: 8 (Documentation/Catalog.md).
    public static let system = Rational(8)
}
