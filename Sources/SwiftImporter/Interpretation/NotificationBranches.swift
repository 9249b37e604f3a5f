import LayoutSpec
import SwiftSyntax

/// `if note.name == UIResponder.keyboardWillShowNotification { … } else { … }`: one handler for
/// several keyboard notifications that tells them apart by name. kbcov knows which notification
/// runs a handler, so such a condition is decided for each: both branches are run, and what each
/// branch does is the handler's for the notifications that take it.
struct NotificationNameTest {
    let notification: KeyboardNotification
    /// `==` rather than `!=`.
    let isEquality: Bool

    /// The test an `if`'s conditions are: one comparison of a `name` with a keyboard notification.
    init?(_ conditions: ConditionElementListSyntax) {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition,
              let comparison = expression.as(InfixOperatorExprSyntax.self),
              let operation = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["==", "!="].contains(operation) else { return nil }
        let sides = [comparison.leftOperand, comparison.rightOperand]
        guard sides.contains(where: { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "name" }),
              let named = sides.lazy.compactMap({ KeyboardNotification.named(in: $0.trimmedDescription) }).first else { return nil }
        notification = named
        isEquality = operation == "=="
    }

    func holds(for posted: KeyboardNotification) -> Bool { (posted == notification) == isEquality }
}

extension KeyboardHandlerScope {
    /// The notifications that run `node`, a statement of this handler: its `notifications` (none
    /// listed: those its name says, `KeyboardNotification.runs`), or, where a notification-name
    /// test on the way to it turns some away, those it lets through; `nil` when it lets none.
    func notifications(reaching node: Syntax) -> [KeyboardNotification]? {
        let all = KeyboardNotification.allCases.filter { $0.runs(handler: name, registeredFor: notifications) }
        var reaching = all
        var child = node
        while child != self.node, let parent = child.parent {
            if let branch = parent.as(IfExprSyntax.self), let test = NotificationNameTest(branch.conditions) {
                if child == Syntax(branch.body) { reaching = reaching.filter(test.holds) }
                if let elseBody = branch.elseBody, child == Syntax(elseBody) { reaching = reaching.filter { !test.holds(for: $0) } }
            }
            child = parent
        }
        if reaching == all { return notifications }
        return reaching.isEmpty ? nil : reaching
    }
}
