import ExactGeometry

/// One device, orientation, window and layout direction: everything fixed about a screen before
/// the keyboard is considered.
public struct Environment: Hashable, Sendable {
    public var device: String
    public var idiom: DeviceIdiom
    public var orientation: Orientation
    public var window: WindowKind
    public var direction: LayoutDirection
    /// The screen in this orientation.
    public var screenSize: Size
    /// The app's window in screen coordinates; the root view fills it.
    public var windowFrame: Rect
    /// The root view's safe-area insets.
    public var safeArea: EdgeInsets
    public var widthSizeClass: SizeClass
    public var keyboard: KeyboardMetrics

    public init(
        device: String, idiom: DeviceIdiom, orientation: Orientation, window: WindowKind,
        direction: LayoutDirection, screenSize: Size, windowFrame: Rect, safeArea: EdgeInsets,
        widthSizeClass: SizeClass, keyboard: KeyboardMetrics
    ) {
        self.device = device
        self.idiom = idiom
        self.orientation = orientation
        self.window = window
        self.direction = direction
        self.screenSize = screenSize
        self.windowFrame = windowFrame
        self.safeArea = safeArea
        self.widthSizeClass = widthSizeClass
        self.keyboard = keyboard
    }

    /// `<device>/<orientation>/<window>/<direction>`.
    public var id: String { "\(device)/\(orientation.rawValue)/\(window.id)/\(direction.rawValue)" }

    public var viewSize: Size { Size(width: windowFrame.width, height: windowFrame.height) }

    public var layoutMargin: Rational { widthSizeClass.layoutMargin }

    /// The screen side the layout direction calls leading.
    public var leadingSide: ScreenSide { direction == .ltr ? .left : .right }

    /// A screen rectangle in the root view's coordinates (origin at the window's top-left).
    public func viewFrame(fromScreen rect: Rect) -> Rect {
        rect.offsetBy(dx: -windowFrame.x, dy: -windowFrame.y)
    }

    public func viewFrame(fromScreen rect: AffineRect) -> AffineRect {
        rect.offsetBy(dx: -windowFrame.x, dy: -windowFrame.y)
    }
}
