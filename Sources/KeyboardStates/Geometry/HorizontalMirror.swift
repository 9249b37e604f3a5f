import ExactGeometry

/// The left–right mirror of one environment's screen and view, `x ↦ width − x`. A right-to-left
/// environment seen in it reads left to right: the analysis solves there, so its canonical choices
/// (witness positions, least layouts) are made in the reading direction and a right-to-left
/// environment gets exactly the mirror of its left-to-right twin's answers. An involution.
public struct HorizontalMirror: Hashable, Sendable {
    public var screenWidth: Rational
    /// The view's width; where the window is a range, the largest window's, and a region's pieces
    /// and the layout reflect across the window's own width instead.
    public var viewWidth: Rational

    public init(screenWidth: Rational, viewWidth: Rational) {
        self.screenWidth = screenWidth
        self.viewWidth = viewWidth
    }

    public init(_ environment: Environment) {
        self.init(screenWidth: environment.screenSize.width, viewWidth: environment.viewSize.width)
    }

    /// A rectangle in screen coordinates, mirrored.
    public func screenRect(_ rect: Rect) -> Rect { Self.reflect(rect, across: screenWidth) }

    /// A rectangle in view coordinates, mirrored.
    public func viewRect(_ rect: Rect) -> Rect { Self.reflect(rect, across: viewWidth) }

    static func reflect(_ rect: Rect, across width: Rational) -> Rect {
        Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `width` is the view's in view coordinates: a window range's varies with its parameters.
    static func reflect(_ rect: AffineRect, across width: AffineExpression) -> AffineRect {
        AffineRect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }
}
