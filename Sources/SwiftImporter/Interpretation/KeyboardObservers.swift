import LayoutSpec
import SwiftSyntax

/// Where a screen's code registers for keyboard notifications and what handles them, read from
/// the source: `addObserver(_:selector:name:object:)` with a `#selector`,
/// `addObserver(forName:object:queue:using:)` with a closure or a function, and Combine's
/// `NotificationCenter.default.publisher(for:)` with a `sink`.
struct KeyboardObserver {
    enum Handler {
        /// A method named by `#selector(…)` or passed as the block.
        case method(String)
        case closure(ClosureExprSyntax)
    }

    var notifications: [KeyboardNotification]
    var handler: Handler
    /// The registering call.
    var node: Syntax

    static func find(in root: some SyntaxProtocol) -> [KeyboardObserver] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: [KeyboardObserver] = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            switch name {
            case "addObserver": registration(call)
            case "publisher": publisher(call)
            default: break
            }
            return .visitChildren
        }

        private func notifications(_ call: FunctionCallExprSyntax, label: String) -> [KeyboardNotification] {
            call.arguments.filter { $0.label?.text == label }.flatMap { argument -> [KeyboardNotification] in
                if let named = KeyboardNotification.named(in: argument.expression.trimmedDescription) { return [named] }
                return Self.loopElements(of: argument.expression).compactMap { KeyboardNotification.named(in: $0.trimmedDescription) }
            }
        }

        /// `for name in [a, b] { …(name: name) }`: the elements the loop variable takes.
        private static func loopElements(of expression: ExprSyntax) -> [ExprSyntax] {
            guard let variable = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [] }
            let loop = sequence(first: Syntax(expression), next: \.parent).lazy.compactMap { $0.as(ForStmtSyntax.self) }
                .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable }
            return loop?.sequence.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
        }

        private func registration(_ call: FunctionCallExprSyntax) {
            let named = notifications(call, label: "name") + notifications(call, label: "forName")
            guard !named.isEmpty else { return }
            if let selector = call.arguments.first(where: { $0.label?.text == "selector" })?.expression,
               let method = Self.selectorTarget(selector) {
                found.append(KeyboardObserver(notifications: named, handler: .method(method), node: Syntax(call)))
            } else if let block = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "using" })?.expression.as(ClosureExprSyntax.self) {
                found.append(KeyboardObserver(notifications: named, handler: .closure(block), node: Syntax(call)))
            } else if let function = call.arguments.first(where: { $0.label?.text == "using" })?.expression, let method = Self.functionName(function) {
                found.append(KeyboardObserver(notifications: named, handler: .method(method), node: Syntax(call)))
            }
        }

        /// `publisher(for: N)…sink { … }`: the first `sink` down the chain handles the notifications.
        private func publisher(_ call: FunctionCallExprSyntax) {
            let named = notifications(call, label: "for")
            guard !named.isEmpty else { return }
            var node = Syntax(call)
            while let parent = node.parent {
                node = parent
                guard let next = node.as(FunctionCallExprSyntax.self) else {
                    if node.is(MemberAccessExprSyntax.self) { continue }
                    return
                }
                guard next.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "sink" else { continue }
                let argument = next.arguments.first { $0.label?.text == "receiveValue" }?.expression
                if let block = next.trailingClosure ?? argument?.as(ClosureExprSyntax.self) {
                    found.append(KeyboardObserver(notifications: named, handler: .closure(block), node: Syntax(call)))
                } else if let argument, let method = Self.functionName(argument) {
                    found.append(KeyboardObserver(notifications: named, handler: .method(method), node: Syntax(call)))
                }
                return
            }
        }

        /// `#selector(keyboardWillShow(_:))`, `#selector(Self.keyboardWillShow)` → `keyboardWillShow`.
        private static func selectorTarget(_ expression: ExprSyntax) -> String? {
            guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                  let target = macro.arguments.first?.expression else { return nil }
            return functionName(target)
        }

        /// `handle`, `self.handle`, `handle(_:)` → `handle`.
        private static func functionName(_ expression: ExprSyntax) -> String? {
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let call = expression.as(FunctionCallExprSyntax.self) { return functionName(call.calledExpression) }
            return nil
        }
    }
}
