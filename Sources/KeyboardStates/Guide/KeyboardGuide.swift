import ExactGeometry
import LayoutSpec

/// The keyboard layout guide's frame for one concrete keyboard frame, in view coordinates.
public struct KeyboardGuide: Hashable, Sendable {
    public var frame: Rect
    /// False when the guide shows the hidden-keyboard strip instead of the keyboard: the keyboard
    /// is hidden, does not overlap the window, or is undocked and not followed.
    public var followsKeyboard: Bool

    public init(frame: Rect, followsKeyboard: Bool) {
        self.frame = frame
        self.followsKeyboard = followsKeyboard
    }

    /// The guide for a keyboard at `keyboardFrame` (screen coordinates).
    public init(keyboardFrame: Rect, keyboard: KeyboardType, in environment: Environment, settings: KeyboardGuideSettings) {
        let followed = keyboard != .hidden && (settings.followsUndockedKeyboard || !keyboard.isUndocked)
        let window = environment.windowFrame
        if followed, let covered = keyboardFrame.intersection(window) {
            self.init(frame: environment.viewFrame(fromScreen: covered), followsKeyboard: true)
        } else {
            self.init(frame: KeyboardGuide.hiddenFrame(in: environment, settings: settings), followsKeyboard: false)
        }
    }

    /// The strip at the bottom of the view, as tall as the bottom safe-area inset (or 0 when
    /// `usesBottomSafeArea` is false).
    public static func hiddenFrame(in environment: Environment, settings: KeyboardGuideSettings) -> Rect {
        let view = environment.viewSize
        let height = settings.usesBottomSafeArea ? environment.safeArea.bottom : .zero
        return Rect(x: 0, y: view.height - height, width: view.width, height: height)
    }

    /// The near set UIKit reports for this guide, thresholds and Apple's table together.
    public func nearEdges(keyboard: KeyboardType, in environment: Environment) -> Set<Edge> {
        NearEdgeRules.resolve(
            thresholdEdges: NearThresholds.nearEdges(of: frame, in: environment),
            keyboard: keyboard, followsKeyboard: followsKeyboard, window: environment.window
        ).near
    }
}

/// Documentation/Design.md §3's distance thresholds, relative to the root view.
public enum NearThresholds {
    public static let topFraction = Rational(1) / Rational(10)
    public static let bottomFraction = Rational(3) / Rational(100)
    public static let sideFraction = Rational(1) / Rational(10)

    /// The edges whose threshold the guide is within, before any of the combination rules.
    public static func nearEdges(of guide: Rect, in environment: Environment) -> Set<Edge> {
        let view = environment.viewSize
        var near: Set<Edge> = []
        if guide.minY <= topFraction * view.height { near.insert(.top) }
        if view.height - guide.maxY <= bottomFraction * view.height { near.insert(.bottom) }
        let nearLeft = guide.minX <= sideFraction * view.width
        let nearRight = view.width - guide.maxX <= sideFraction * view.width
        if nearLeft { near.insert(environment.leadingSide == .left ? .leading : .trailing) }
        if nearRight { near.insert(environment.leadingSide == .right ? .leading : .trailing) }
        return near
    }
}
