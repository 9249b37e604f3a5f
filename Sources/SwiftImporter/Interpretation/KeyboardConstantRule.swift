import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Notification-driven layout. A constraint whose `constant` is set to an affine function of the
/// keyboard's frame — read from a notification's `userInfo[keyboardFrameEndUserInfoKey]` and
/// followed through casts, `cgRectValue`, bindings, helpers and `view.convert(_:from:)` —
/// becomes the rule with that function of the `keyboardFrame` item: `constant = -height` on
/// `button.bottom == view.bottom` gives `button.bottom == view.bottom - keyboardFrame.height`.
///
/// That assignment wins over plain numbers set later (a hide handler's `constant = 0`): the
/// model's `keyboardFrame` has zero height when the keyboard is hidden, so a number that differs
/// from the function at zero height is reported.
extension Interpreter {
    func setConstant(of handle: ConstraintHandle, _ expression: ExprSyntax, in frame: Frame) {
        setConstant(of: handle, to: evaluate(expression, in: frame), at: expression)
    }

    /// Sets the constant to `value`, which the code computes at `expression` (SnapKit's
    /// `update(offset:)` hands it on as it is, `update(inset:)` negated on trailing and bottom edges).
    func setConstant(of handle: ConstraintHandle, to value: Value, at expression: ExprSyntax) {
        guard case .number(let constant) = value else {
            if case .unreadable(let problem) = value {
                diagnostics.skipped(problem)
            } else {
                diagnostics.skipped(unsupported(expression, "the constant '\(expression.trimmedDescription)', which is not a number kbcov can read"))
            }
            return
        }
        let dependsOnKeyboard = constant.terms.contains { $0.item == .builtin(.keyboardFrame) }
        if dependsOnKeyboard {
            book[handle].constant = constant
            book[handle].keyboardConstantLocation = sources.location(of: expression)
            return
        }
        guard constant.isConstant else {
            diagnostics.skipped(unsupported(expression, "the constant '\(expression.trimmedDescription)', computed at run time from the view's geometry without the keyboard's frame"))
            return
        }
        guard let keyboardLocation = book[handle].keyboardConstantLocation else {
            book[handle].constant = constant
            return
        }
        if let hidden = Self.valueWithKeyboardHidden(book[handle].constant), constant != .number(hidden) {
            diagnostics.report(.warning(.unsupportedConstruct, at: sources.location(of: expression),
                                        "skipped: the constant \(constant.constant.decimalString(maximumFractionDigits: 3)) while the keyboard is hidden; kbcov keeps the keyboard-driven constant set at line \(keyboardLocation.line), which is \(hidden.decimalString(maximumFractionDigits: 3)) for a hidden (zero-height) keyboard"))
        }
    }

    /// The constant for a hidden keyboard, when it depends on the keyboard's height alone.
    private static func valueWithKeyboardHidden(_ constant: DraftExpression) -> Rational? {
        let onlyHeight = constant.terms.allSatisfy { $0.item == .builtin(.keyboardFrame) && $0.anchor == .height }
        return onlyHeight ? constant.constant : nil
    }
}
