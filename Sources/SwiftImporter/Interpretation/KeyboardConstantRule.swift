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
        let dependsOnKeyboard = constant.terms.contains { $0.item.isKeyboardGeometry }
        if dependsOnKeyboard {
            keyboardUpdates.append(KeyboardUpdate(target: .constant(handle), node: Syntax(expression), callStack: callStack, isRelative: false,
                                                  value: constant, previous: plainConstant(of: handle)))
            book[handle].constant = constant.beginFrameAsEnd
            book[handle].keyboardConstantLocation = sources.location(of: expression)
            return
        }
        guard constant.isConstant else {
            diagnostics.skipped(unsupported(expression, "the constant '\(expression.trimmedDescription)', computed at run time from the view's geometry without the keyboard's frame"))
            return
        }
        // A plain number a keyboard handler sets (the hide handler's reset) is replayed with the others.
        keyboardUpdates.append(KeyboardUpdate(target: .constant(handle), node: Syntax(expression), callStack: callStack, isRelative: false,
                                              value: constant, previous: plainConstant(of: handle)))
        guard let keyboardLocation = book[handle].keyboardConstantLocation else {
            book[handle].constant = constant
            return
        }
        if let hidden = Self.valueWithKeyboardHidden(book[handle].constant), constant != .number(hidden) {
            diagnostics.report(.warning(.unsupportedConstruct, at: sources.location(of: expression),
                                        "skipped: the constant \(constant.constant.decimalString(maximumFractionDigits: 3)) while the keyboard is hidden; kbcov keeps the keyboard-driven constant set at line \(keyboardLocation.line), which is \(hidden.decimalString(maximumFractionDigits: 3)) for a hidden (zero-height) keyboard"))
        }
    }

    /// `constant += change` / `-= change` where the change is read from the keyboard's frame: the
    /// height (`-= frame.height`), or the keyboard's move between the begin and end frames
    /// (`-= end.minY - begin.minY`). Its value depends on the notifications before it, so the
    /// rule is the first such change from the hidden keyboard (whose top is the view's bottom) and
    /// every change is kept for the notification sequences that replay it.
    func changeConstant(of handle: ConstraintHandle, by assignment: Assignment, in frame: Frame) {
        let sign = assignment.subtracts ? -Rational.one : .one
        let enclosing = assignment.node.ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }
        var update: KeyboardUpdate
        if let move = ConstantAssignments.keyboardMove(assignment.subtracts ? "-=" : "+=", assignment.value, in: enclosing) {
            // +1: the constant grows as the keyboard rises (end.minY below begin.minY).
            let top = DraftExpression(.builtin(.keyboardFrame), .top)
            update = KeyboardUpdate(target: .constant(handle), node: Syntax(assignment.value), callStack: callStack, isRelative: true,
                                    value: top.scaled(by: -Rational(move)), previous: plainConstant(of: handle))
            update.beginValue = top.scaled(by: Rational(move))
        } else if case .number(let change) = evaluate(assignment.value, in: frame), change.terms.contains(where: { $0.item.isKeyboardGeometry }) {
            update = KeyboardUpdate(target: .constant(handle), node: Syntax(assignment.value), callStack: callStack, isRelative: true,
                                    value: change.scaled(by: sign), previous: plainConstant(of: handle))
        } else {
            diagnostics.skipped(unsupported(assignment.node, "'\(assignment.node.trimmedDescription)', a change of the constant by a value kbcov does not read from the keyboard's frame"))
            return
        }
        keyboardUpdates.append(update)
        guard book[handle].keyboardConstantLocation == nil else { return }
        // The first notification from the hidden keyboard: its begin frame's top is the screen's bottom.
        // Its size is the size of the keyboard that comes up.
        let hiddenTop = DraftExpression(.builtin(.screen), .bottom)
        let begin = update.beginValue.terms.reduce(DraftExpression.number(update.beginValue.constant)) { sum, term in
            sum + (term.anchor.isDimension ? DraftExpression(.builtin(.keyboardFrame), term.anchor) : hiddenTop).scaled(by: term.coefficient)
        }
        book[handle].constant = book[handle].constant + begin + update.value
        book[handle].keyboardConstantLocation = sources.location(of: assignment.node)
    }

    /// `constraint.constant` read while the screen is set up — in an initializer or a lifecycle
    /// method, before any keyboard notification —: its number, so that `restingBottom =
    /// bottom.constant` in `viewDidLoad` keeps the constant at rest for the handlers to add the
    /// keyboard to. Read in a handler it is what earlier notifications left: opaque, as kbcov
    /// follows that only through `+=` and `-=`.
    func constantAtRest(of handle: ConstraintHandle) -> Value {
        guard let entry = callStack.first, entry.is(InitializerDeclSyntax.self)
                || entry.as(FunctionDeclSyntax.self).map({ EntryPoints.lifecycle.contains($0.name.text) }) == true,
              let constant = plainConstant(of: handle) else { return .opaque }
        return .number(.number(constant))
    }

    private func plainConstant(of handle: ConstraintHandle) -> Rational? {
        book[handle].constant.isConstant ? book[handle].constant.constant : nil
    }

    /// The constant for a hidden keyboard, when it depends on the keyboard's height alone.
    private static func valueWithKeyboardHidden(_ constant: DraftExpression) -> Rational? {
        let onlyHeight = constant.terms.allSatisfy { $0.item.isKeyboardGeometry && $0.anchor == .height }
        return onlyHeight ? constant.constant : nil
    }
}
