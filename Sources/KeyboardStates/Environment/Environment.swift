import ExactGeometry
import LayoutSpec

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
    /// The text size the screen is analysed at, when the run asks for text sizes
    /// (`--text-sizes`); `nil`, the one size of a run that does not.
    public var textSize: ContentSizeCategory?
    /// The sizes and positions of a `stage-range` window; `nil` for a window of one frame, whose
    /// frame is `windowFrame`. With it, `windowFrame`, `safeArea` and `widthSizeClass` are the
    /// largest window's, and the root view's geometry is affine in the region's window parameters.
    public var windowRange: WindowRange?

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

    /// `<device>/<orientation>/<window>/<direction>`, and `@<text size>` when there is one.
    public var id: String { Self.id(device: device, orientation: orientation, window: window, direction: direction, textSize: textSize) }

    public static func id(device: String, orientation: Orientation, window: WindowKind, direction: LayoutDirection,
                          textSize: ContentSizeCategory?) -> String {
        "\(device)/\(orientation.rawValue)/\(window.id)/\(direction.rawValue)" + (textSize.map { "@\($0.id)" } ?? "")
    }

    /// `ipad-pro-12-9/landscape/full/ltr@ax3` as the environment id and the text size.
    public static func splitTextSize(of id: String) -> (environment: String, textSize: ContentSizeCategory?) {
        let parts = id.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2, let category = ContentSizeCategory(id: parts[1]) else { return (id, nil) }
        return (parts[0], category)
    }

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

extension Environment {
    /// Whether a screen that turns only to `orientations` on iPhone shows in this environment.
    public func shows(_ orientations: PhoneOrientations?) -> Bool {
        guard idiom == .phone, let orientations else { return true }
        return orientations.includes(orientation.rawValue)
    }
}
