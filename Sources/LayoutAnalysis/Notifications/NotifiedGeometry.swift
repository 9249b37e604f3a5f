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

    /// What handler statements leave of `value` once UIKit has posted `posts` (the keyboard's
    /// frame `frame` before), each statement each notification reaches run in the order UIKit
    /// posts them and the code makes them; and the keyboard's frame after. `nil` when a
    /// statement's value cannot be computed here. With `keyboardAtEnd`, the last notifications'
    /// end frame is the keyboard of the state being analysed, whose height ranges over the state
    /// (a docked keyboard's with and without its bar): the keyboard's frame is then the layout's
    /// keyboard variables rather than the table's one frame.
    func replay(_ updates: [KeyboardHandling.Update], from value: LinearForm, frame: Rect, through posts: [PostedNotifications],
                keyboardAtEnd: Bool = false) -> (value: LinearForm, frame: Rect)? {
        var (value, frame) = (value, frame)
        for (index, posted) in posts.enumerated() {
            let begin = screenFrame(posted.begin, current: frame)
            let end = screenFrame(posted.end, current: frame)
            let isState = keyboardAtEnd && index == posts.count - 1
            // Rising from below the screen, the keyboard has the state's size already.
            let risesAsState = isState && posted.begin == .belowScreen
            for notification in posted.names {
                for update in updates where update.runs(on: notification) && (posted.isLocal || !update.onlyWhenLocal) {
                    guard let atEnd = form(of: update.value, keyboard: end, isState: isState),
                          let atBegin = form(of: update.beginValue, keyboard: begin, isState: false, sizeOfState: risesAsState) else { return nil }
                    value = update.isRelative ? value + atEnd + atBegin : atEnd + atBegin
                }
            }
            frame = end
        }
        return (value, frame)
    }

    /// The keyboard's frame before any notification: a docked keyboard's below the screen.
    var hiddenFrame: Rect {
        screenFrame(.belowScreen, current: Rect(x: .zero, y: .zero, width: .zero, height: .zero))
    }

    /// An expression of a handler at a keyboard's frame (in screen coordinates), or, `isState`, at
    /// the state's keyboard: `keyboardFrame`'s anchors are then the keyboard's variables.
    /// `sizeOfState`: the keyboard frame's width and height alone are the state's.
    private func form(of expression: LinearExpression, keyboard screenFrame: Rect, isState: Bool, sizeOfState: Bool = false) -> LinearForm? {
        let window = environment.windowFrame, insets = environment.safeArea
        let view = Rect(x: .zero, y: .zero, width: window.width, height: window.height)
        let keyboard = Rect(x: screenFrame.x - window.x, y: screenFrame.y - window.y, width: screenFrame.width, height: screenFrame.height)
        let safeArea = Rect(x: insets.left, y: insets.top, width: window.width - insets.left - insets.right,
                            height: window.height - insets.top - insets.bottom)
        var total = LinearForm(constant: expression.constant)
        for term in expression.terms {
            let rect: Rect
            switch term.anchor.item {
            case BuiltinItem.keyboardFrame.rawValue where isState || sizeOfState && term.anchor.anchor.isDimension:
                total = total + term.coefficient * keyboardVariable(term.anchor.anchor)
                continue
            case BuiltinItem.keyboardOverlap.rawValue where isState:
                // Only its width and height are read (the loader refuses the others).
                total = total + term.coefficient * LinearForm(.keyboard(term.anchor.anchor == .width ? .overlapWidth : .overlapHeight))
                continue
            case BuiltinItem.keyboardRise.rawValue where isState:
                total = total + term.coefficient * LinearForm(.keyboard(.riseHeight))
                continue
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

    /// An anchor of the state's keyboard frame, in the view's coordinates, as the layout's variables.
    private func keyboardVariable(_ anchor: Anchor) -> LinearForm {
        let x = LinearForm(.keyboard(.frameX)), y = LinearForm(.keyboard(.frameY))
        let width = LinearForm(.keyboard(.frameWidth)), height = LinearForm(.keyboard(.frameHeight))
        let leftToRight = environment.direction == .ltr
        switch anchor {
        case .left: return x
        case .right: return x + width
        case .leading: return leftToRight ? x : x + width
        case .trailing: return leftToRight ? x + width : x
        case .top: return y
        case .bottom: return y + height
        case .centerX: return x + (Rational.one / Rational(2)) * width
        case .centerY: return y + (Rational.one / Rational(2)) * height
        case .width: return width
        case .height: return height
        }
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
