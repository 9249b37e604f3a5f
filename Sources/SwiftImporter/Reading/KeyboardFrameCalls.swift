import SwiftSyntax

/// What handlers do with a notification's keyboard frame before they read it: convert it to the
/// root view's coordinates (`view.convert(_:from:)`, `screen.coordinateSpace.convert(_:to: view)`),
/// clip it to the view (`view.bounds.intersection(keyboardFrame)`, seed 002's overlap, or the
/// unconverted frame clipped to `view.convert(view.bounds, to: view.window)`), clamp
/// how far its top is above the view's bottom (`max(0, view.bounds.maxY - keyboardFrame.minY)`),
/// and take its height as the lesser of its sides (`min(size.height, size.width)`).
extension Interpreter {
    func keyboardFrameCall(_ method: String, on base: Value, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        switch method {
        case "convert":
            let arguments = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, in: frame)) }
            if arguments.count == 2, case .rect(.rootBounds) = arguments[0].value, arguments[1].label == "to", base.itemRef.map(isRootView) == true {
                return .rect(.rootBoundsInWindow)
            }
            guard arguments.count == 2, case .rect(let source) = arguments[0].value, source == .keyboardBegin || source == .keyboard(inViewCoordinates: false)
                || source == .keyboard(inViewCoordinates: true) else { return nil }
            let toRoot = arguments[1].label == "to" && arguments[1].value.itemRef.map(isRootView) == true
            let fromWindow = arguments[1].label == "from" && base.itemRef.map(isRootView) == true
            // The begin frame's size, all kbcov reads of it, is the same in any coordinates.
            guard toRoot || fromWindow else { return nil }
            return source == .keyboardBegin ? .rect(.keyboardBegin) : .rect(.keyboard(inViewCoordinates: true))
        case "intersection":
            guard let argument = call.arguments.first, call.arguments.count == 1 else { return nil }
            let rects = [base, evaluate(argument.expression, in: frame)].compactMap { value -> RectSource? in
                if case .rect(let source) = value { source } else { nil }
            }
            // Both in the unconverted frame's coordinates: the same overlap.
            if rects.contains(.rootBoundsInWindow), rects.contains(.keyboard(inViewCoordinates: false)) { return .rect(.keyboardOverlap) }
            guard rects.contains(.rootBounds), let keyboard = rects.first(where: { if case .keyboard = $0 { true } else { false } }) else { return nil }
            guard keyboard == .keyboard(inViewCoordinates: true) else {
                return unreadable(call, "the view's bounds clipped by the keyboard's frame in screen coordinates; convert the frame with view.convert(_:from: nil) first")
            }
            return .rect(.keyboardOverlap)
        default:
            return nil
        }
    }

    /// `max(0, view.bounds.maxY - keyboardFrame.minY)`, either way round: the `keyboardRise`
    /// item's height. `min` of the frame's height and width, either way round (iOS 7 gave a
    /// landscape keyboard's frame in portrait coordinates, and code written then still takes the
    /// lesser side): its height, UIKit's keyboards being wider than tall in every configuration
    /// (`keyboardsAreWiderThanTall`, KeyboardStates' tests, checks the catalog). Another clamp of
    /// the keyboard's frame is unreadable; `nil` for a `max` or `min` of other numbers.
    func keyboardClampCall(_ name: String, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        guard ["max", "min"].contains(name), call.arguments.count == 2 else { return nil }
        let numbers = call.arguments.compactMap { argument -> DraftExpression? in
            if case .number(let number) = evaluate(argument.expression, in: frame) { number } else { nil }
        }
        guard numbers.count == 2, numbers.contains(where: { $0.terms.contains { $0.item.isKeyboardGeometry } }) else { return nil }
        let rise = DraftExpression(.rootView, .height) - DraftExpression(.builtin(.keyboardFrame), .top)
        if name == "max", let zero = numbers.firstIndex(of: .number(.zero)), Set(numbers[1 - zero].terms) == Set(rise.terms),
           numbers[1 - zero].constant == .zero {
            return .number(DraftExpression(.builtin(.keyboardRise), .height))
        }
        for keyboard in [ItemRef.builtin(.keyboardFrame), .keyboardBeginFrame] where name == "min" {
            let height = DraftExpression(keyboard, .height)
            if Set(numbers) == [height, DraftExpression(keyboard, .width)] { return .number(height) }
        }
        return unreadable(call, "'\(call.trimmedDescription)', a clamp of the keyboard's frame; kbcov reads max(0, view.bounds.maxY - keyboardFrame.minY) with the frame in the view's coordinates, and min(keyboardFrame.height, keyboardFrame.width)")
    }
}
