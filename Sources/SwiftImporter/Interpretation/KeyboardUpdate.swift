import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// A statement that changed a constraint's constant, or a scroll view's bottom content inset,
/// from the keyboard's frame, as the run met it: what it sets or adds, where, and which functions
/// were running, so the handler it belongs to can be told.
struct KeyboardUpdate {
    /// What a handler statement sets.
    enum Target: Equatable {
        case constant(ConstraintHandle)
        /// A scroll view's `contentInset.bottom`.
        case bottomInset(ObjectID)
        /// The screen's root view's `frame.origin.y`.
        case viewOrigin
    }

    let target: Target
    /// The statement's value (the assigned expression, or what `+=`/`-=` adds).
    let node: Syntax
    let callStack: [Syntax]
    let isRelative: Bool
    /// Of the end frame (`keyboardFrame`), the view and the safe area.
    let value: DraftExpression
    /// What it adds of the begin frame (`keyboardFrame` standing for it).
    var beginValue = DraftExpression()
    /// The constant before the statement ran, when it was a number.
    let previous: Rational?

    /// `value`: what the statement sets or adds, the begin frame's terms among them taken apart
    /// into `beginValue`.
    init(target: Target, node: Syntax, callStack: [Syntax], isRelative: Bool, value: DraftExpression, previous: Rational?) {
        (self.target, self.node, self.callStack, self.isRelative, self.previous) = (target, node, callStack, isRelative, previous)
        (self.value, self.beginValue) = value.splittingBeginFrame()
    }

    /// Whether it reads the keyboard's frame, rather than setting a plain number (a hide handler's reset).
    var readsKeyboard: Bool { !(value.isConstant && beginValue.isConstant) }
}

/// A statement the run met, with the functions running then.
protocol RunStatement {
    var node: Syntax { get }
    var callStack: [Syntax] { get }
}

extension RunStatement {
    /// Whether `handler` (a function or closure) ran this statement, itself or through a call.
    func isMade(by handler: Syntax) -> Bool {
        callStack.contains(handler) || sequence(first: node, next: \.parent).contains(handler)
    }
}

extension KeyboardUpdate: RunStatement {}

/// A keyboard update with the handler that made it.
struct AttributedKeyboardUpdate {
    let update: KeyboardUpdate
    let handler: String
    let notifications: [KeyboardNotification]
    let onlyWhenLocal: Bool
    let location: SpecLocation
}

extension Interpreter {
    /// Each update with the first of `handlers` that made it, else the function it is in, and the
    /// notifications that run it; a plain number set outside every handler is no keyboard
    /// handling, nor a branch no notification of its handler takes.
    func attributed(_ updates: [KeyboardUpdate], to handlers: [KeyboardHandlerScope]) -> [AttributedKeyboardUpdate] {
        updates.compactMap { update in
            let scope = handlers.first { update.isMade(by: $0.node) }
            if scope == nil, !update.readsKeyboard { return nil }
            var notifications: [KeyboardNotification] = []
            if let scope {
                guard let reaching = scope.notifications(reaching: update.node) else { return nil }
                notifications = reaching
            }
            let function = update.node.ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }
            return AttributedKeyboardUpdate(
                update: update, handler: scope?.name ?? function.map { "'\($0.name.text)'" } ?? "a keyboard handler",
                notifications: notifications, onlyWhenLocal: scope?.onlyWhenLocal ?? false,
                location: sources.location(of: update.node))
        }
    }
}
