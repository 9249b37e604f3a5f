import SwiftSyntax

/// Every assignment to `name.constant` in a file (`self.bottom.constant = …`, `bottom?.constant -= …`),
/// with the method it is in and whether that method reads the keyboard: what the code does to
/// outlet constraints, found by reading the source rather than running it.
struct ConstantAssignments {
    struct Found {
        var property: String
        var function: String?
        var operatorText: String
        /// `+=`, `-=`, or `= name.constant ± …`: a change of the previous value.
        var isRelative: Bool
        var readsKeyboard: Bool
        /// `constant -= end.minY - begin.minY` (+1) or the opposite change (-1): the keyboard's
        /// move between the notification's begin and end frames, when that is what it adds.
        var keyboardMove: Int?
        var location: SpecLocation
        /// The assignment, in the file's tree.
        var node: Syntax
    }

    static let keyboardWords = ["keyboardFrame", "UIKeyboard", "keyboardWill", "keyboardDid", "KeyboardFrame"]

    static func find(in file: SourceFile) -> [Found] {
        let finder = Finder(file: file)
        finder.walk(file.tree)
        return finder.found
    }

    /// +1 for `-= end.minY - begin.minY` and `+= begin.minY - end.minY` (the constant grows as
    /// the keyboard rises), -1 for the opposite; `origin.y` and `y` read as `minY`.
    static func keyboardMove(_ operatorText: String, _ value: ExprSyntax, in function: FunctionDeclSyntax?) -> Int? {
        guard ["+=", "-="].contains(operatorText), let function,
              let difference = unparenthesized(boundValue(of: value, in: function)).as(InfixOperatorExprSyntax.self),
              difference.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
              let first = frameName(difference.leftOperand, in: function), let second = frameName(difference.rightOperand, in: function),
              first != second else { return nil }
        let endFirst = first == "End"
        return (operatorText == "-=") == endFirst ? 1 : -1
    }

    /// `originDelta` → `end.origin.y - begin.origin.y` when the function binds the name to it
    /// (`let originDelta = …`, UIKitCatalog's form); any other expression as it is.
    private static func boundValue(of value: ExprSyntax, in function: FunctionDeclSyntax) -> ExprSyntax {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return value }
        let binding = function.body?.statements.lazy.compactMap { $0.item.as(VariableDeclSyntax.self) }
            .flatMap(\.bindings).first { $0.pattern.trimmedDescription == name }
        return binding?.initializer?.value ?? value
    }

    private static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unparenthesized(only.expression)
        }
        return expression
    }

    /// `end.minY` → "End" when `end` is bound in the function to the notification's
    /// `keyboardFrameEndUserInfoKey` frame ("Begin" for the begin frame).
    private static func frameName(_ expression: ExprSyntax, in function: FunctionDeclSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), ["minY", "y"].contains(member.declName.baseName.text),
              var base = member.base else { return nil }
        if let origin = base.as(MemberAccessExprSyntax.self), origin.declName.baseName.text == "origin", let inner = origin.base { base = inner }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let bindings = FrameBindings(name: name)
        bindings.walk(function)
        return bindings.key
    }

    private final class Finder: SyntaxVisitor {
        let file: SourceFile
        var found: [Found] = []

        init(file: SourceFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            let operatorText: String
            if node.operator.is(AssignmentExprSyntax.self) {
                operatorText = "="
            } else if let binary = node.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(binary.operator.text) {
                operatorText = binary.operator.text
            } else {
                return .visitChildren
            }
            guard let member = Self.stripped(node.leftOperand).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constant",
                  let base = member.base, let property = Self.propertyName(base) else { return .visitChildren }
            let function = node.ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }
            let body = function?.body?.description ?? node.description
            let mentionsItself = node.rightOperand.description.contains("\(property).constant") || node.rightOperand.description.contains("\(property)?.constant")
            found.append(Found(
                property: property, function: function.map(Self.signature), operatorText: operatorText,
                isRelative: operatorText != "=" || mentionsItself,
                readsKeyboard: ConstantAssignments.keyboardWords.contains { body.contains($0) },
                keyboardMove: ConstantAssignments.keyboardMove(operatorText, node.rightOperand, in: function),
                location: file.location(of: node), node: Syntax(node)))
            return .visitChildren
        }

        private static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
            if let optional = expression.as(OptionalChainingExprSyntax.self) { return stripped(optional.expression) }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { return stripped(forced.expression) }
            return expression
        }

        /// `bottom`, `self.bottom`, `bottom?`, `self.bottom!` → `bottom`.
        private static func propertyName(_ base: ExprSyntax) -> String? {
            let base = stripped(base)
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text
            }
            return nil
        }

        private static func signature(_ function: FunctionDeclSyntax) -> String {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "\(function.name.text)(\(labels))"
        }
    }
}

/// Which keyboard frame key the binding of `name` in a function reads: `let end = …[keyboardFrameEndUserInfoKey]…`,
/// a binding made from one (`let endInView = view.convert(end, from: view.window)`), or a variable
/// assigned one later (`var end = CGRect()` then `if let value = …[key] as? NSValue { end = value.cgRectValue }`,
/// UIKitCatalog's form).
private final class FrameBindings: SyntaxVisitor {
    let name: String
    private var initializers: [String: String] = [:]

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    var key: String? { key(of: name, depth: 0) }

    private func key(of name: String, depth: Int) -> String? {
        guard depth < 4, let initializer = initializers[name] else { return nil }
        if let key = KeyboardFrameKey.read(in: initializer) { return key.rawValue }
        return Self.words(in: initializer).lazy.filter { $0 != name }.compactMap { self.key(of: $0, depth: depth + 1) }.first
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        note(node.pattern.trimmedDescription, node.initializer?.value.description)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        note(node.pattern.trimmedDescription, node.initializer?.value.description)
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self), let name = node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return .visitChildren
        }
        // The names the value reads are resolved where it is assigned: each `if let value = …` binds its own `value`.
        let value = node.rightOperand.description
        let words = Set(Self.words(in: value))
        let enclosing = Self.enclosingBindings(of: Syntax(node)).filter { words.contains($0.name) }.map(\.initializer)
        initializers[name] = ([initializers[name], value] + enclosing).compactMap { $0 }.joined(separator: " ")
        return .visitChildren
    }

    private func note(_ pattern: String, _ initializer: String?) {
        if let initializer { initializers[pattern] = initializer }
    }

    /// The identifiers in a piece of source text.
    private static func words(in text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
    }

    /// The optional bindings of the `if` conditions around `node`, nearest first.
    private static func enclosingBindings(of node: Syntax) -> [(name: String, initializer: String)] {
        var bindings: [(name: String, initializer: String)] = []
        var current = node.parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self) {
            if let conditions = ancestor.as(IfExprSyntax.self)?.conditions {
                bindings += conditions.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }.compactMap { binding in
                    binding.initializer.map { (binding.pattern.trimmedDescription, $0.value.description) }
                }
            }
            current = ancestor.parent
        }
        return bindings
    }
}
