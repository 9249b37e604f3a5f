import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The notification table's frames in one environment, and the values of a handler's
/// expressions at them: the keyboard's frame in the view's coordinates (what
/// `view.convert(_:from: nil)` gives), the root view's bounds and its safe area.
struct NotifiedGeometry {
    let environment: Environment

    /// The frame a notification carries, in screen coordinates; `current` is the one before.
    func screenFrame(_ frame: NotifiedFrame, current: Rect) -> Rect {
        let screen = environment.screenSize, metrics = environment.keyboard
        func bottomBand(_ height: Rational) -> Rect { Rect(x: .zero, y: screen.height - height, width: screen.width, height: height) }
        switch frame {
        case .current: return current
        case .belowScreen: return Rect(x: .zero, y: screen.height, width: screen.width, height: current.height.isZero ? metrics.dockedHeight : current.height)
        case .docked: return bottomBand(metrics.dockedHeight)
        case .dockedWithoutPredictiveBar: return bottomBand(metrics.dockedHeight - metrics.predictiveBarHeight)
        case .shortcutsBar: return bottomBand(metrics.shortcutsBarHeight ?? .zero)
        case .zero: return Rect(x: .zero, y: .zero, width: .zero, height: .zero)
        case .aboveScreen: return Rect(x: .zero, y: -metrics.dockedHeight, width: screen.width, height: metrics.dockedHeight)
        }
    }

    /// A handler's value: `value` at the end frame plus `beginValue` at the begin frame; `nil`
    /// when it names an item other than the keyboard's frame, the view and its safe area.
    func value(of update: KeyboardHandling.Update, begin: Rect, end: Rect) -> Rational? {
        guard let atEnd = evaluate(update.value, keyboard: end), let atBegin = evaluate(update.beginValue, keyboard: begin) else { return nil }
        return atEnd + atBegin
    }

    private func evaluate(_ expression: LinearExpression, keyboard screenFrame: Rect) -> Rational? {
        let window = environment.windowFrame, insets = environment.safeArea
        let view = Rect(x: .zero, y: .zero, width: window.width, height: window.height)
        let keyboard = Rect(x: screenFrame.x - window.x, y: screenFrame.y - window.y, width: screenFrame.width, height: screenFrame.height)
        let safeArea = Rect(x: insets.left, y: insets.top, width: window.width - insets.left - insets.right,
                            height: window.height - insets.top - insets.bottom)
        var total = expression.constant
        for term in expression.terms {
            let rect: Rect
            switch term.anchor.item {
            case BuiltinItem.keyboardFrame.rawValue: rect = keyboard
            case BuiltinItem.keyboardOverlap.rawValue: rect = view.intersection(keyboard) ?? Rect(x: .zero, y: .zero, width: .zero, height: .zero)
            case BuiltinItem.keyboardRise.rawValue: rect = Rect(x: .zero, y: .zero, width: .zero, height: max(.zero, view.maxY - keyboard.minY))
            case BuiltinItem.view.rawValue: rect = view
            case BuiltinItem.safeArea.rawValue: rect = safeArea
            case BuiltinItem.screen.rawValue: rect = Rect(x: -window.x, y: -window.y, width: environment.screenSize.width, height: environment.screenSize.height)
            default: return nil
            }
            total = total + term.coefficient * anchor(term.anchor.anchor, of: rect)
        }
        return total
    }

    private func anchor(_ anchor: Anchor, of rect: Rect) -> Rational {
        let leftToRight = environment.direction == .ltr
        switch anchor {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .leading: return leftToRight ? rect.minX : rect.maxX
        case .trailing: return leftToRight ? rect.maxX : rect.minX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerX: return rect.minX + rect.width / Rational(2)
        case .centerY: return rect.minY + rect.height / Rational(2)
        case .width: return rect.width
        case .height: return rect.height
        }
    }
}
