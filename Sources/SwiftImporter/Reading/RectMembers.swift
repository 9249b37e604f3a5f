import ExactGeometry
import LayoutSpec

/// The parts of the rectangles kbcov can name as anchors or numbers: `keyboardFrame.height`,
/// `view.bounds.height`, `view.safeAreaInsets.bottom`, `CGSize(width: 38, height: 38).width`.
enum RectMembers {
    enum Member {
        case value(Value)
        case problem(String)
    }

    static let rootRects: [String: RectSource] = ["bounds": .rootBounds, "frame": .rootBounds, "safeAreaInsets": .safeAreaInsets]

    /// The screen a handler measures the keyboard against: `UIScreen.main`, or the root view's window's.
    static let screens: Set<String> = ["UIScreen.main", "view.window?.screen", "self.view.window?.screen", "view.window!.screen", "self.view.window!.screen"]

    /// Members that give the same rectangle: `cgRectValue`, and `size` / `origin` whose own
    /// members read like the rectangle's (`size.height` is `height`, `origin.y` is `minY`).
    static let passThrough: Set<String> = ["cgRectValue", "size", "origin", "standardized"]

    private static let sizes: [String: Anchor] = ["height": .height, "width": .width]
    private static let positions: [String: Anchor] = [
        "minY": .top, "y": .top, "maxY": .bottom, "midY": .centerY,
        "minX": .left, "x": .left, "maxX": .right, "midX": .centerX,
    ]

    /// The value of `rect.name`; `nil` for a member that is no number of the layout.
    static func member(_ name: String, of source: RectSource) -> Member? {
        if passThrough.contains(name) { return .value(.rect(source)) }
        switch source {
        case .keyboard(let inViewCoordinates):
            if let anchor = sizes[name] { return .value(.number(DraftExpression(.builtin(.keyboardFrame), anchor))) }
            guard let anchor = positions[name] else { return nil }
            let position = DraftExpression(.builtin(.keyboardFrame), anchor)
            guard inViewCoordinates else {
                // In screen coordinates the frame is as far from the screen's origin as it is from
                // the view's in view coordinates: the same number only where the window is at the
                // screen's origin, off by the window's place elsewhere (Split View, Slide Over,
                // Stage Manager), which is what an unconverted frame gets wrong.
                let origin: Anchor = [.left, .right, .centerX].contains(anchor) ? .left : .top
                return .value(.number(position - DraftExpression(.builtin(.screen), origin)))
            }
            return .value(.number(position))
        case .keyboardBegin:
            if let anchor = sizes[name] { return .value(.number(DraftExpression(.keyboardBeginFrame, anchor))) }
            guard positions[name] != nil else { return nil }
            return .problem("the '\(name)' of the keyboard's frame before its animation (keyboardFrameBeginUserInfoKey): kbcov reads its width and height; its position is where the keyboard was")
        case .keyboardOverlap:
            if let anchor = sizes[name] { return .value(.number(DraftExpression(.builtin(.keyboardOverlap), anchor))) }
            guard positions[name] != nil else { return nil }
            return .problem("the '\(name)' of the view's bounds clipped by the keyboard's frame: kbcov reads its width and height; where the keyboard does not meet the view it is UIKit's null rectangle, whose origin is infinite")
        case .rootBounds:
            if let anchor = sizes[name] { return .value(.number(DraftExpression(.rootView, anchor))) }
            // Bounds start at the view's own origin: maxY is the height.
            if name == "maxY" { return .value(.number(DraftExpression(.rootView, .height))) }
            if name == "maxX" { return .value(.number(DraftExpression(.rootView, .width))) }
            if name == "minY" || name == "minX" || name == "x" || name == "y" { return .value(.number(.number(.zero))) }
            return nil
        case .rootBoundsInWindow:
            if let anchor = sizes[name] { return .value(.number(DraftExpression(.rootView, anchor))) }
            guard positions[name] != nil else { return nil }
            return .problem("the '\(name)' of the view's bounds in the window's coordinates: kbcov reads their width and height, and their overlap with the keyboard's frame")
        case .screenBounds:
            // In the screen's coordinates, as an unconverted keyboard frame's: its origin is zero.
            let screen = ItemRef.builtin(.screen)
            let members: [String: DraftExpression] = [
                "width": DraftExpression(screen, .width), "height": DraftExpression(screen, .height),
                "maxX": DraftExpression(screen, .width), "maxY": DraftExpression(screen, .height),
                "midX": DraftExpression(screen, .width, coefficient: Rational.one / 2), "midY": DraftExpression(screen, .height, coefficient: Rational.one / 2),
                "minX": .number(.zero), "minY": .number(.zero), "x": .number(.zero), "y": .number(.zero),
            ]
            return members[name].map { .value(.number($0)) }
        case .literal(let rect):
            let members: [String: Rational] = [
                "width": rect.width, "height": rect.height, "x": rect.x, "minX": rect.x, "y": rect.y, "minY": rect.y,
                "maxX": rect.x + rect.width, "maxY": rect.y + rect.height,
                "midX": rect.x + rect.width / 2, "midY": rect.y + rect.height / 2,
            ]
            return members[name].map { .value(.number(.number($0))) }
        case .safeAreaInsets:
            let view = ItemRef.rootView, safeArea = ItemRef.builtin(.safeArea)
            let inset: [String: DraftExpression] = [
                "top": DraftExpression(safeArea, .top) - DraftExpression(view, .top),
                "bottom": DraftExpression(view, .bottom) - DraftExpression(safeArea, .bottom),
                "left": DraftExpression(safeArea, .left) - DraftExpression(view, .left),
                "right": DraftExpression(view, .right) - DraftExpression(safeArea, .right),
            ]
            return inset[name].map { .value(.number($0)) }
        }
    }
}
