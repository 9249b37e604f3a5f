import ExactGeometry

/// A Stage Manager window of any size within the device's limits and anywhere on the screen (the
/// `stage-range` window, opt-in: `--window-ranges`). Its size and position are region parameters
/// (`parameterNames`, after the keyboard's), so every state of it holds for every such window.
public struct WindowRange: Hashable, Sendable {
    /// The smallest window, from the catalog (`stageManagerWindow.minimum`).
    public var minimum: Size
    /// The largest window: the screen (assumption: a Stage Manager window can be resized up to
    /// the whole screen with the dock and the strip hidden).
    public var maximum: Size
    /// The screen's own safe-area insets, which a window overlapping them takes on.
    public var screenSafeArea: EdgeInsets
    /// Windows at least this wide have the regular width size class.
    public var regularWidthFrom: Rational

    public init(minimum: Size, maximum: Size, screenSafeArea: EdgeInsets, regularWidthFrom: Rational) {
        self.minimum = minimum
        self.maximum = maximum
        self.screenSafeArea = screenSafeArea
        self.regularWidthFrom = regularWidthFrom
    }

    /// The window's parameters, in this order after the keyboard's: its frame on the screen.
    public static let parameterNames = ["windowX", "windowY", "windowWidth", "windowHeight"]

    /// The window's frame on the screen a witness's named parameters give; `nil` without them.
    public static func frame(in parameters: [String: Rational]) -> Rect? {
        let values = parameterNames.compactMap { parameters[$0] }
        guard values.count == parameterNames.count else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The window's parameters with their domains, the position up to where the smallest window
    /// still fits (`relations` keeps every window on the screen).
    func parameters(screen: Size) -> [KeyboardParameter] {
        [
            KeyboardParameter(name: Self.parameterNames[0], lowerBound: 0, upperBound: screen.width - minimum.width),
            KeyboardParameter(name: Self.parameterNames[1], lowerBound: 0, upperBound: screen.height - minimum.height),
            KeyboardParameter(name: Self.parameterNames[2], lowerBound: minimum.width, upperBound: maximum.width),
            KeyboardParameter(name: Self.parameterNames[3], lowerBound: minimum.height, upperBound: maximum.height),
        ]
    }

    /// The window's frame on the screen over `count` parameters whose window part starts at `start`.
    static func frame(parameterCount count: Int, start: Int) -> AffineRect {
        AffineRect(
            x: .parameter(start, of: count), y: .parameter(start + 1, of: count),
            width: .parameter(start + 2, of: count), height: .parameter(start + 3, of: count))
    }

    /// Every window within the screen.
    static func relations(screen: Size, parameterCount count: Int, start: Int) -> [LinearInequality] {
        let window = frame(parameterCount: count, start: start)
        return [
            .lessThan(window.maxX, .constant(screen.width, parameterCount: count), strict: false),
            .lessThan(window.maxY, .constant(screen.height, parameterCount: count), strict: false),
        ]
    }
}

extension WindowKind {
    /// The window part of a window-range environment's id.
    public static let rangeID = "stage-range"
}
