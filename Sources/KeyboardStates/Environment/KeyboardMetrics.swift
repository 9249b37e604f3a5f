import ExactGeometry

/// The keyboard figures of one device in one orientation.
public struct KeyboardMetrics: Hashable, Sendable {
    /// The docked keyboard's height with the predictive bar shown.
    public var dockedHeight: Rational
    /// Hiding the predictive bar lowers the docked keyboard by this much.
    public var predictiveBarHeight: Rational
    public var floatingSize: Size?
    public var shortcutsBarHeight: Rational?
    public var collapsedShortcutsBarWidth: Rational?
    /// The keyboards the device offers, in `KeyboardType` order.
    public var offered: [KeyboardType]

    public init(
        dockedHeight: Rational, predictiveBarHeight: Rational, floatingSize: Size?,
        shortcutsBarHeight: Rational?, collapsedShortcutsBarWidth: Rational?, offered: [KeyboardType]
    ) {
        self.dockedHeight = dockedHeight
        self.predictiveBarHeight = predictiveBarHeight
        self.floatingSize = floatingSize
        self.shortcutsBarHeight = shortcutsBarHeight
        self.collapsedShortcutsBarWidth = collapsedShortcutsBarWidth
        self.offered = offered
    }
}
