import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// The root view moved by keyboard handlers: `view.frame.origin.y -= keyboardSize.height` when the
/// keyboard shows, `view.frame.origin.y = 0` when it hides, on the screen's own `view` — or
/// `view.transform = CGAffineTransform(translationX: 0, y: -h)` and `.identity`, or a `view.frame`
/// of the view's own size at `y: -h`, which move what the user sees the same way. Each
/// statement becomes a `KeyboardViewMove` update, recorded as constraint constants are
/// (`KeyboardUpdate`). The usual guards on where the view is (`if view.frame.origin.y == 0`)
/// are taken as holding, and a `-=` they guard as setting the origin: it moves the view from rest
/// only, once, however many notifications come.
extension Interpreter {
    /// `view.frame.origin.y` or `self.view.frame.origin.y`.
    static func namesRootViewOriginY(_ expression: ExprSyntax) -> Bool {
        guard let y = expression.as(MemberAccessExprSyntax.self), y.declName.baseName.text == "y",
              let origin = y.base?.as(MemberAccessExprSyntax.self), origin.declName.baseName.text == "origin",
              let frameAccess = origin.base?.as(MemberAccessExprSyntax.self), frameAccess.declName.baseName.text == "frame",
              let view = frameAccess.base else { return false }
        return namesRootView(view)
    }

    /// `view.frame.origin.y == 0`, `!= 0`, `< 0` …: a test of where the view is, which handlers
    /// make so as not to move it twice.
    static func testsRootViewOrigin(_ test: ExprSyntax) -> Bool {
        guard let infix = test.as(InfixOperatorExprSyntax.self),
              let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["==", "!=", "<", ">", "<=", ">="].contains(name) else { return false }
        return namesRootViewOriginY(infix.leftOperand) || namesRootViewOriginY(infix.rightOperand)
    }

    /// Whether an `if` around the statement, or a `guard` before it, tests that the view is at rest.
    private static func isGuardedByViewOrigin(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent {
            if let condition = parent.as(IfExprSyntax.self), child.id == condition.body.id, testsViewAtRest(condition.conditions) { return true }
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                let earlier = statements.prefix { $0.id != child.id }
                if earlier.contains(where: { $0.item.as(GuardStmtSyntax.self).map { testsViewAtRest($0.conditions) } ?? false }) { return true }
            }
            child = parent
        }
        return false
    }

    /// `view.frame.origin.y == 0` among the conditions: the view is at rest.
    private static func testsViewAtRest(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard case .expression(let test) = element.condition, let infix = test.as(InfixOperatorExprSyntax.self),
                  infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return false }
            let sides = [infix.leftOperand, infix.rightOperand]
            return sides.contains(where: namesRootViewOriginY) && sides.contains { ["0", "0.0"].contains($0.trimmedDescription) }
        }
    }

    /// Moves of the view made outside every keyboard handler (`textFieldDidBeginEditing(_:)`
    /// moving it up a fixed 250 pt): where the keyboard is then, kbcov cannot tell, so the screen
    /// is analysed without them, and says so. A move back to rest is none.
    func reportViewMovesOutside(_ handlers: [KeyboardHandlerScope]) {
        for update in keyboardUpdates where update.target == .viewOrigin && !handlers.contains(where: { update.isMade(by: $0.node) }) {
            guard update.readsKeyboard || update.isRelative || !update.value.constant.isZero else { continue }
            let function = update.node.ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }.map { "'\($0.name.text)'" } ?? "a function"
            let statement = update.node.parent ?? update.node
            report(handler: function, at: sources.location(of: statement),
                   "it moves the view ('\(statement.trimmedDescription)') outside keyboard notification handlers, where kbcov cannot tell which keyboard is up")
            return
        }
    }

    /// `view.frame` or `self.view.frame`.
    static func namesRootViewFrame(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "frame",
              let view = member.base else { return false }
        return namesRootView(view)
    }

    /// `view.transform` or `self.view.transform`.
    static func namesRootViewTransform(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "transform",
              let view = member.base else { return false }
        return namesRootView(view)
    }

    /// Whether the assignment moved the screen's root view: read, or reported. `false` leaves it
    /// to the other assignments.
    func assignViewOrigin(_ assignment: Assignment, in frame: Frame) -> Bool {
        guard frame.selfValue.isSelf else { return false }
        let value: Value
        if Self.namesRootViewOriginY(assignment.target) {
            value = evaluate(assignment.value, in: frame)
        } else if Self.namesRootViewTransform(assignment.target), !assignment.isCompound {
            value = verticalTranslation(assignment.value, in: frame)
        } else if Self.namesRootViewFrame(assignment.target), !assignment.isCompound {
            value = originOfFrame(assignment.value, in: frame)
        } else {
            return false
        }
        switch value {
        case .number(let value) where value.terms.allSatisfy(\.item.isHandlerGeometry):
            let earlier = keyboardUpdates.last { $0.target == .viewOrigin }
            let previous = earlier.map { $0.value.isConstant && !$0.isRelative ? $0.value.constant : nil } ?? .zero
            // Guarded by where the view is, a move from rest sets the origin: it runs only from there.
            keyboardUpdates.append(KeyboardUpdate(target: .viewOrigin, node: Syntax(assignment.value), callStack: callStack,
                                                  isRelative: assignment.isCompound && !Self.isGuardedByViewOrigin(Syntax(assignment.node)),
                                                  value: assignment.subtracts ? value.scaled(by: -.one) : value, previous: previous))
        case .unreadable(let problem):
            diagnostics.skipped(problem)
        default:
            diagnostics.skipped(unsupported(assignment.value, "the view's origin '\(assignment.value.trimmedDescription)', "
                + "which is not a number of the keyboard's frame, the view and its safe area kbcov can read"))
        }
        return true
    }

    /// How far a transform moves the view down: `CGAffineTransform(translationX: 0, y: v)`'s `v`,
    /// `.identity`'s zero.
    private func verticalTranslation(_ transform: ExprSyntax, in frame: Frame) -> Value {
        if let member = transform.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "identity",
           member.base.map({ $0.trimmedDescription == "CGAffineTransform" }) ?? true {
            return .number(.number(.zero))
        }
        guard let call = transform.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGAffineTransform",
              call.arguments.map({ $0.label?.text }) == ["translationX", "y"], let first = call.arguments.first, let last = call.arguments.last,
              case .number(let x) = evaluate(first.expression, in: frame), x.isConstant, x.constant.isZero else {
            return unreadable(transform, "the view's transform '\(transform.trimmedDescription)'; kbcov reads CGAffineTransform(translationX: 0, y:) and .identity")
        }
        return evaluate(last.expression, in: frame)
    }

    /// The origin's y of `CGRect(x: 0, y: v, width:, height:)` whose size is the view's own
    /// (`view.frame.width`, `self.view.bounds.size.height`): the view moved, not resized.
    private func originOfFrame(_ rect: ExprSyntax, in frame: Frame) -> Value {
        let expected = "the view's frame '\(rect.trimmedDescription)'; kbcov reads CGRect(x: 0, y:, width:, height:) of the view's own size"
        guard let call = rect.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGRect",
              call.arguments.map({ $0.label?.text }) == ["x", "y", "width", "height"] else { return unreadable(rect, expected) }
        let values = call.arguments.map { evaluate($0.expression, in: frame) }
        let own = [DraftExpression.number(.zero), DraftExpression(.rootView, .width), DraftExpression(.rootView, .height)]
        guard case .number(let x) = values[0], case .number(let width) = values[2], case .number(let height) = values[3],
              [x, width, height] == own else { return unreadable(rect, expected) }
        return values[1]
    }
}
