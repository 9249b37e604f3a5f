import ExactGeometry
import KeyboardStates

/// The fixed frames of the built-in items in one environment, in view coordinates.
public struct ScreenGeometry: Hashable, Sendable {
    public var view: Rect
    public var safeArea: Rect
    public var margins: Rect
    public var readable: Rect
    public var isRightToLeft: Bool

    /// UIKit caps `readableContentGuide`'s width at about this many points.
    public static let readableWidthLimit: Rational = 672

    public init(_ environment: Environment) {
        let bounds = Rect(x: 0, y: 0, width: environment.viewSize.width, height: environment.viewSize.height)
        let insets = environment.safeArea
        let safeArea = Rect(
            x: insets.left, y: insets.top,
            width: bounds.width - insets.left - insets.right,
            height: bounds.height - insets.top - insets.bottom)
        let margin = environment.layoutMargin
        let margins = Rect(
            x: safeArea.x + margin, y: safeArea.y,
            width: safeArea.width - 2 * margin, height: safeArea.height)
        let readableWidth = min(margins.width, ScreenGeometry.readableWidthLimit)
        self.view = bounds
        self.safeArea = safeArea
        self.margins = margins
        self.readable = Rect(
            x: margins.x + (margins.width - readableWidth) / 2, y: margins.y,
            width: readableWidth, height: margins.height)
        self.isRightToLeft = environment.direction == .rtl
    }
}
