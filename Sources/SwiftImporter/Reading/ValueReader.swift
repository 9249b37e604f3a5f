import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Evaluates an expression to what it means for the layout. Never fails: what cannot be read is
/// `.unreadable` with the reason, reported where the layout needs the value.
extension Interpreter {
    func evaluate(_ expression: ExprSyntax, in frame: Frame) -> Value {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return number(literal.literal.text, at: literal)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return number(literal.literal.text, at: literal)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return string(literal)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return name(reference, in: frame)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return memberValue(member, in: frame)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return callValue(call, in: frame)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return subscriptValue(subscriptCall, in: frame)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .list(array.elements.map { evaluate($0.expression, in: frame) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            return dictionaryValue(dictionary, in: frame)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, in: frame)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefixValue(prefix, in: frame)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return infixValue(infix, in: frame)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), let image = imageLiteral(macro, in: frame) {
            return image
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return ternaryValue(ternary, in: frame)
        }
        if let cast = expression.as(AsExprSyntax.self), let image = castImage(cast, in: frame) {
            return image
        }
        if let inner = Self.transparentInner(of: expression) {
            return evaluate(inner, in: frame)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return .nothing
        }
        if expression.is(SuperExprSyntax.self)
            || expression.is(MacroExpansionExprSyntax.self) || expression.is(ClosureExprSyntax.self) {
            return .opaque
        }
        return unreadable(expression, "'\(expression.trimmedDescription)', an expression kbcov does not read")
    }

    /// `x as? T`, `x?`, `x!`, `try x`, `await x`: the same value as `x` for the layout.
    private static func transparentInner(of expression: ExprSyntax) -> ExprSyntax? {
        if let cast = expression.as(AsExprSyntax.self) { return cast.expression }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return forced.expression }
        if let attempt = expression.as(TryExprSyntax.self) { return attempt.expression }
        if let awaited = expression.as(AwaitExprSyntax.self) { return awaited.expression }
        return nil
    }

    private func dictionaryValue(_ dictionary: DictionaryExprSyntax, in frame: Frame) -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([:]) }
        var entries: [String: Value] = [:]
        for element in elements {
            guard let key = element.key.as(StringLiteralExprSyntax.self), case .string(let name) = string(key) else {
                return unreadable(element.key, "the key '\(element.key.trimmedDescription)'; kbcov reads dictionaries with string literal keys")
            }
            entries[name] = evaluate(element.value, in: frame)
        }
        return .dictionary(entries)
    }

    private func number(_ text: String, at node: some SyntaxProtocol) -> Value {
        guard text.count <= InputLimits.longestNumber, let value = Rational(exactly: text.replacingOccurrences(of: "_", with: "")) else {
            return unreadable(node, "the number '\(text)', which kbcov cannot read exactly")
        }
        return .number(.number(value))
    }

    private func string(_ literal: StringLiteralExprSyntax) -> Value {
        guard let text = literal.plainText else {
            return unreadable(literal, "the string \(literal.trimmedDescription), built at run time")
        }
        return .string(text)
    }

    /// A name: a local, a property of the file, the root `view`, a member of `self` written bare
    /// (`topAnchor` in a view), a type, or a name declared elsewhere.
    private func name(_ reference: DeclReferenceExprSyntax, in frame: Frame) -> Value {
        if reference.baseName.tokenKind == .keyword(.self) { return frame.selfValue }
        return nameValue(reference.baseName.text, at: reference, in: frame)
    }

    func nameValue(_ name: String, at reference: some SyntaxProtocol, in frame: Frame) -> Value {
        if let value = lookup(name, in: frame) { return value }
        if name == "view", !isView(frame.selfType) { return .item(.rootView) }
        if frame.selfValue.isSelf, let root = screenRootAlias(name) { return root }
        if name == "superview", let view = frame.selfValue.itemRef, frame.selfValue.isItem {
            return superview(of: view, at: reference)
        }
        if Self.anchors[name] != nil || Self.rootGuides[name] != nil || LegacyLayoutGuide(rawValue: name) != nil {
            return member(name, of: frame.selfValue, at: reference)
        }
        // `contentView` inside a cell, `contentLayoutGuide` inside a scroll view subclass.
        if frame.selfValue.isItem, let view = frame.selfValue.itemRef, let container = containerMember(name, of: view, at: reference) {
            return container
        }
        if name.first?.isUppercase == true { return .typeName(name) }
        return .undeclared(name)
    }

    /// A local, or a property of the file (read from its initializer or getter when needed): an
    /// instance's, else a static one of the running code's type (`spacing: CGFloat = defaultSpacing`).
    func lookup(_ name: String, in frame: Frame) -> Value? {
        frame.lookup(name) ?? propertyValue(name, of: frame.selfValue, type: frame.selfType)
            ?? [frame.ownerType, frame.selfType].lazy.compactMap { $0 }.compactMap { self.staticPropertyValue(name, ofType: $0) }.first
    }

    /// `condition ? a : b` where kbcov decides the condition (a helper's `hasPadding` argument).
    private func ternaryValue(_ ternary: TernaryExprSyntax, in frame: Frame) -> Value {
        guard case .bool(let holds) = evaluate(ternary.condition, in: frame) else {
            return unreadable(ternary, "'\(ternary.trimmedDescription)', an expression kbcov does not read")
        }
        return evaluate(holds ? ternary.thenExpression : ternary.elseExpression, in: frame)
    }

    /// Whether code of this type runs as a view (a view has no root `view` of its own).
    func isView(_ typeName: String?) -> Bool {
        typeName.map { TypeRole.of($0, in: index) == .view } ?? false
    }

    private func subscriptValue(_ subscriptCall: SubscriptCallExprSyntax, in frame: Frame) -> Value {
        let key = subscriptCall.arguments.first?.expression.trimmedDescription ?? ""
        switch KeyboardFrameKey(naming: key) {
        case .end?: return .rect(.keyboard(inViewCoordinates: false))
        case .begin?: return .rect(.keyboardBegin)
        case nil: break
        }
        let base = evaluate(subscriptCall.calledExpression, in: frame)
        if case .list(let elements) = base, let index = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self),
           let position = Int(index.literal.text), elements.indices.contains(position) {
            return elements[position]
        }
        if case .unreadable = base { return base }
        return base.isLayoutValue ? unreadable(subscriptCall, "'\(subscriptCall.trimmedDescription)', a subscript kbcov does not read") : .opaque
    }
}

extension StringLiteralExprSyntax {
    /// The text of a literal written out in full; `nil` when it interpolates a value.
    var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .stringSegment(let plain) = segment else { return nil }
            text += plain.content.text
        }
        return text
    }
}
