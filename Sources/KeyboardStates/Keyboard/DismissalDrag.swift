import ExactGeometry
import LayoutSpec

extension KeyboardConfiguration {
    /// The dismissal drag's parameter: how far below its resting place the keyboard's top is, in
    /// points (a witness's `parameters` entry).
    public static let dragParameter = "drag"

    /// The docked keyboard while the user drags it down to dismiss it: as tall as at rest, its top
    /// `drag` points below its resting place, from just below it (0 is the docked state) to just
    /// above the screen's bottom (there it is hidden). Sources: `UIScrollView.KeyboardDismissMode
    /// .interactive` ("the keyboard follows the dragging touch offscreen"), and UIKeyboardLayoutGuide
    /// (it responds to the keyboard's "presentation, dismissal, and movement"; the dismissal starts
    /// where the gesture "intersects with the keyboard", `keyboardDismissPadding` above it). So the
    /// guide is the keyboard's part of the window all the way down, as for the keyboard at rest.
    static func draggedDown(screen: Size, metrics: KeyboardMetrics) -> ParametricKeyboard {
        let height = AffineExpression.parameter(0, of: 2)
        let drag = AffineExpression.parameter(1, of: 2)
        let parameters = [
            KeyboardParameter(
                name: "height", lowerBound: metrics.dockedHeight - metrics.predictiveBarHeight, upperBound: metrics.dockedHeight),
            KeyboardParameter(name: dragParameter, lowerBound: 0, upperBound: metrics.dockedHeight, isUpperBoundStrict: true),
        ]
        let frame = AffineRect(
            x: .constant(0, parameterCount: 2), y: drag - height + screen.height,
            width: .constant(screen.width, parameterCount: 2), height: height)
        let relations: [LinearInequality] = [
            .lessThan(.constant(0, parameterCount: 2), drag, strict: true),
            .lessThan(drag, height, strict: true),
        ]
        return ParametricKeyboard(parameters: parameters, frame: frame, relations: relations)
    }
}

/// What a dismissal-drag state's notes say: the range it covers, and where `keyboardDismissPadding`
/// changes what a touch does.
enum DismissalDragNotes {
    static let range = "dismissal drag: the docked keyboard's top anywhere from just below its resting place to just above the screen's bottom (the witness's drag, in points); the guide follows it"

    /// `nil` at UIKit's default of 0. The header: the scroll that dismisses "waits to start the
    /// dismiss until it intersects with the keyboard"; the padding "adds padding above the
    /// keyboard to start the dismiss earlier" (negative values count as 0).
    static func padding(_ settings: KeyboardGuideSettings) -> String? {
        guard settings.keyboardDismissPadding > .zero else { return nil }
        let points = settings.keyboardDismissPadding.decimalString()
        return "keyboardDismissPadding \(points) pt: a scroll reaching the \(points) pt band above the guide's top starts the drag, so there a touch moves the keyboard, not the content"
    }
}
