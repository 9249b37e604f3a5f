import LayoutSpec
import SwiftSyntax

/// A method or closure that handles keyboard notifications, and the ones it is registered for
/// (none known for a method found only by reading the keyboard's frame).
struct KeyboardHandlerScope {
    var name: String
    var node: Syntax
    var notifications: [KeyboardNotification]

    /// A handler that reads `keyboardIsLocalUserInfoKey` is taken to ignore the other app's keyboard.
    var onlyWhenLocal: Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text.hasSuffix("eyboardIsLocalUserInfoKey") }
    }
}

/// Never clean for lack of reading: every keyboard handler of a screen — a method or closure
/// registered for a keyboard notification, or a method of the screen that reads the keyboard's
/// frame — either changed a constraint, a scroll view's content inset or the root view's origin
/// kbcov imported from the keyboard's frame, or is named in a
/// `keyboardHandlerNotModelled` warning saying why not, which makes the screen partly analysed.
extension Interpreter {
    /// A screen's keyboard handlers: the methods and closures registered for keyboard
    /// notifications, with what they observe, then its other methods that read the keyboard's frame;
    /// and those of the scroll view subclasses it made, which inset their own content (seed 004).
    /// A registration whose method none of the analysed files declares is reported here.
    func keyboardHandlers(of screenType: String) -> [KeyboardHandlerScope] {
        var handlers: [KeyboardHandlerScope] = []
        func add(_ name: String, _ node: Syntax, _ notifications: [KeyboardNotification]) {
            if let known = handlers.firstIndex(where: { $0.node == node }) {
                handlers[known].notifications = Array(Set(handlers[known].notifications + notifications)).sorted()
            } else {
                handlers.append(KeyboardHandlerScope(name: name, node: node, notifications: notifications.sorted()))
            }
        }
        for type in [screenType] + madeScrollViewTypes() {
            let methods = index.methods(of: type)
            for observer in methods.compactMap(\.body).flatMap(KeyboardObserver.find) {
                let notifications = observer.notifications.map(\.codeName).joined(separator: ", ")
                switch observer.handler {
                case .closure(let closure):
                    add("the closure observing \(notifications) at line \(sources.location(of: closure).line)", Syntax(closure), observer.notifications)
                case .method(let name):
                    guard let method = methods.first(where: { $0.name == name }) ?? index.functions(named: name).first else {
                        report(handler: "'\(name)'", at: sources.location(of: observer.node),
                               "it is registered for \(notifications) but declared in none of the analysed files, so kbcov cannot see what it does")
                        continue
                    }
                    add("'\(method.displayName)'", method.node, observer.notifications)
                }
            }
            // A method that reads the keyboard's frame handles a notification, registered where kbcov can see it or not.
            for method in methods where method.isMemberOfOwnType && Self.readsKeyboardFrame(method) && Self.returnsNothing(method) {
                add("'\(method.displayName)'", method.node, [])
            }
        }
        return handlers
    }

    /// The analysed files' scroll view subclasses the screen made, in the order it made them.
    private func madeScrollViewTypes() -> [String] {
        var types: [String] = []
        for id in objects.ids {
            guard let type = objects[id].typeName, index.isOwnType(type), !types.contains(type),
                  uikitBase(of: id).map(Self.scrollViewClasses.contains) == true else { continue }
            types.append(type)
        }
        return types
    }

    func reportUnmodelledKeyboardHandlers(_ handlers: [KeyboardHandlerScope]) {
        for handler in handlers {
            let inside = diagnostics.all.filter { Self.lies($0.location, in: handler.node, sources) }
            guard !inside.contains(where: { $0.code == .keyboardHandlerNotModelled }) else { continue }
            let reads = handler.node.tokens(viewMode: .sourceAccurate).contains { token in KeyboardFrameKey.allSpellings.contains(token.text) }
            let made = keyboardUpdates.filter { $0.isMade(by: handler.node) }
            guard !made.contains(where: \.readsKeyboard) else { continue }
            // A reset (`contentInset = .zero`) may read the frame only to guard that it is there:
            // the handler is modelled when every statement it makes is, indicator insets aside.
            let targets = Self.assignments(in: handler.node)
                .filter { assignment in !made.contains { $0.node == assignment.value } && !Self.setsIndicatorInsets(assignment.target) }
                .map(\.target)
            guard made.isEmpty || !targets.isEmpty else { continue }
            if let skipped = inside.first(where: { $0.message.hasPrefix("skipped: ") }) {
                // The statement's warning becomes the handler's: one line says what was left out and why.
                diagnostics.withdraw { $0 == skipped }
                report(handler: handler.name, at: skipped.location, "kbcov skipped \(skipped.message.dropFirst("skipped: ".count))")
            } else if reads, let target = targets.first {
                report(handler: handler.name, at: sources.location(of: handler.node),
                       "it reads the keyboard's frame and sets '\(target)', which is no constraint constant kbcov imports")
            } else if reads {
                report(handler: handler.name, at: sources.location(of: handler.node),
                       "it reads the keyboard's frame but changes no constraint kbcov could follow")
            }
        }
    }

    func report(handler: String, at location: SpecLocation, _ why: String) {
        diagnostics.report(.warning(.keyboardHandlerNotModelled, at: location,
                                    "keyboard handler \(handler) not modelled: \(why); the screen is analysed without it"))
    }

    private static func readsKeyboardFrame(_ method: DeclarationIndex.Function) -> Bool {
        method.body?.tokens(viewMode: .sourceAccurate).contains { KeyboardFrameKey.allSpellings.contains($0.text) } ?? false
    }

    /// A method with a result computes a value for a handler (`keyboardHeight(from:)`); it handles nothing itself.
    private static func returnsNothing(_ method: DeclarationIndex.Function) -> Bool {
        method.node.as(FunctionDeclSyntax.self)?.signature.returnClause == nil
    }

    private static func lies(_ location: SpecLocation, in node: Syntax, _ sources: SourceSet) -> Bool {
        let start = sources.location(of: node)
        guard location.file == start.file, let end = node.lastToken(viewMode: .sourceAccurate).map({ sources.location(of: $0) }) else { return false }
        return (start.line, start.column) <= (location.line, location.column) && (location.line, location.column) <= (end.line, end.column)
    }

    /// What a handler assigns to (`scrollView.contentInset.bottom`, `view.frame.origin.y`), and the value.
    private static func assignments(in node: Syntax) -> [(target: String, value: Syntax)] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> (String, Syntax)? in
            guard let infix = token.parent?.parent?.as(InfixOperatorExprSyntax.self), token.parent?.is(AssignmentExprSyntax.self) == true
                    || ["+=", "-="].contains(token.text) && token.parent?.is(BinaryOperatorExprSyntax.self) == true else { return nil }
            return (infix.leftOperand.trimmedDescription, Syntax(infix.rightOperand))
        }
    }

    /// `scrollIndicatorInsets = …`, `scrollView.verticalScrollIndicatorInsets.bottom = …`: they only draw the indicators.
    private static func setsIndicatorInsets(_ target: String) -> Bool {
        target.split(separator: ".").contains { indicatorInsets.contains(String($0)) }
    }
}
