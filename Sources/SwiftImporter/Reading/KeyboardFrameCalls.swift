import SwiftSyntax

/// What handlers do with a notification's keyboard frame before they read it: convert it to the
/// root view's coordinates (`view.convert(_:from:)`, `screen.coordinateSpace.convert(_:to: view)`)
/// and clip it to the view (`view.bounds.intersection(keyboardFrame)`, seed 002's overlap).
extension Interpreter {
    func keyboardFrameCall(_ method: String, on base: Value, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        switch method {
        case "convert":
            let arguments = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, in: frame)) }
            guard arguments.count == 2, case .rect(.keyboard) = arguments[0].value else { return nil }
            let toRoot = arguments[1].label == "to" && arguments[1].value.itemRef.map(isRootView) == true
            let fromWindow = arguments[1].label == "from" && base.itemRef.map(isRootView) == true
            return toRoot || fromWindow ? .rect(.keyboard(inViewCoordinates: true)) : nil
        case "intersection":
            guard let argument = call.arguments.first, call.arguments.count == 1 else { return nil }
            let rects = [base, evaluate(argument.expression, in: frame)].compactMap { value -> RectSource? in
                if case .rect(let source) = value { source } else { nil }
            }
            guard rects.contains(.rootBounds), let keyboard = rects.first(where: { if case .keyboard = $0 { true } else { false } }) else { return nil }
            guard keyboard == .keyboard(inViewCoordinates: true) else {
                return unreadable(call, "the view's bounds clipped by the keyboard's frame in screen coordinates; convert the frame with view.convert(_:from: nil) first")
            }
            return .rect(.keyboardOverlap)
        default:
            return nil
        }
    }
}
