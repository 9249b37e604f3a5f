import ExactGeometry

/// How keyboard notification handlers move the root view itself, statement by statement:
/// `view.frame.origin.y -= keyboardSize.height` when the keyboard shows, `= 0` when it hides —
/// the commonest keyboard handling of older app code. Auto Layout lays the view's content out as
/// before; the content moves with the view, so what the user sees of a text input is its frame
/// moved by the view's `frame.origin.y` (`CoveredCheck`, `ViewMoveCheck`). Imported code only.
public struct KeyboardViewMove: Hashable, Sendable {
    /// The view's `frame.origin.y` before any notification: zero, where its window puts it.
    public var initialOrigin: Rational
    /// The statements that set the origin's y or add to it, in the order the code makes them.
    public var updates: [KeyboardHandling.Update]

    public init(initialOrigin: Rational = .zero, updates: [KeyboardHandling.Update]) {
        self.initialOrigin = initialOrigin
        self.updates = updates
    }
}
