import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The frames of the built-in items in one environment, in view coordinates: constants for a
/// window of one frame, the root-geometry variables (bound per region piece) for a window range.
public struct ScreenGeometry: Hashable, Sendable {
    public var view: Rect
    public var safeArea: Rect
    public var margins: Rect
    public var readable: Rect
    /// The screen in view coordinates, the largest window's for a window range.
    public var screen: Rect
    public var isRightToLeft: Bool
    /// The window is a range (`stage-range`): the root view's geometry is the `KeyboardVariable`
    /// root variables, and the rectangles above are the largest window's.
    public var isWindowRange: Bool

    public init(_ environment: Environment) {
        let root = RootGeometry.largestWindow(of: environment)
        let rect = { (rect: AffineRect?) in rect?.rect(at: []) ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        self.view = rect(root?.view)
        self.safeArea = rect(root?.safeArea)
        self.margins = rect(root?.margins)
        self.readable = rect(root?.readable)
        let window = rect(root?.window)
        self.screen = Rect(x: -window.x, y: -window.y, width: environment.screenSize.width, height: environment.screenSize.height)
        self.isRightToLeft = environment.direction == .rtl
        self.isWindowRange = environment.windowRange != nil
    }

    /// The root view's items' frames as linear forms, `[x, y, width, height]` (none for the
    /// keyboard's items).
    func forms(of item: BuiltinItem) -> [LinearForm] {
        let variables: [KeyboardVariable]
        switch item {
        case .view:
            guard isWindowRange else { return constants(view) }
            return [LinearForm(constant: .zero), LinearForm(constant: .zero), LinearForm(.keyboard(.viewWidth)), LinearForm(.keyboard(.viewHeight))]
        case .safeArea: variables = [.safeAreaX, .safeAreaY, .safeAreaWidth, .safeAreaHeight]
        case .margins: variables = [.marginsX, .marginsY, .marginsWidth, .marginsHeight]
        case .readable: variables = [.readableX, .readableY, .readableWidth, .readableHeight]
        case .keyboard, .keyboardFrame, .keyboardOverlap, .keyboardRise: return []
        case .screen:
            guard isWindowRange else { return constants(screen) }
            return [LinearForm(.keyboard(.screenX)), LinearForm(.keyboard(.screenY)), LinearForm(constant: screen.width), LinearForm(constant: screen.height)]
        }
        guard isWindowRange else { return constants(item == .safeArea ? safeArea : item == .margins ? margins : readable) }
        return variables.map { LinearForm(.keyboard($0)) }
    }

    /// The root view's bounds in a layout: its width and height are the layout's where the window
    /// is a range.
    func view(in layout: Assignment) -> Rect {
        guard isWindowRange else { return view }
        return Rect(x: 0, y: 0, width: layout[.keyboard(.viewWidth)], height: layout[.keyboard(.viewHeight)])
    }

    private func constants(_ rect: Rect) -> [LinearForm] {
        rect.components.map { LinearForm(constant: $0) }
    }
}
