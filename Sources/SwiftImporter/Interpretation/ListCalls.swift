import SwiftSyntax

/// Lists of constraints or views: `forEach`, `map`, and growing a `var` with `append`.
extension Interpreter {
    /// `view.addSubview` or `addSubview` (of `self`) passed as a function, and the view it adds to.
    private func addingFunction(_ expression: ExprSyntax?, in frame: Frame) -> (String, ItemRef?)? {
        if let member = expression?.as(MemberAccessExprSyntax.self), ["addSubview", "addLayoutGuide"].contains(member.declName.baseName.text) {
            return (member.declName.baseName.text, member.base.flatMap { evaluate($0, in: frame).itemRef })
        }
        if let reference = expression?.as(DeclReferenceExprSyntax.self), ["addSubview", "addLayoutGuide"].contains(reference.baseName.text) {
            return (reference.baseName.text, frame.selfValue.itemRef)
        }
        return nil
    }

    func listCall(_ method: String, on base: Value, baseSyntax: ExprSyntax, _ call: FunctionCallExprSyntax,
                  in frame: Frame) -> Value? {
        guard case .list(let elements) = base else { return nil }
        switch method {
        case "forEach", "map", "compactMap", "flatMap":
            let results: [Value]
            if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
                results = elements.map { runClosure(closure, arguments: [$0], in: frame) }
            } else if let (name, receiver) = addingFunction(call.arguments.first?.expression, in: frame) {
                // `[a, b].forEach(view.addSubview)`, `views.forEach(addSubview)` in a view: each element added.
                for case .item(.object(let id)) in elements {
                    objects.recordAddition(of: id, asGuide: name == "addLayoutGuide", to: receiver)
                    didAddToSuperview(id)
                }
                return .opaque
            } else {
                return nil
            }
            switch method {
            case "map", "compactMap": return .list(results)
            case "flatMap": return .list(results.flatMap { if case .list(let inner) = $0 { inner } else { [$0] } })
            default: return .opaque
            }
        case "append":
            guard let added = call.arguments.first else { return nil }
            let value = evaluate(added.expression, in: frame)
            let grown: [Value]
            if added.label?.text == "contentsOf" {
                guard case .list(let more) = value else {
                    return unreadable(added.expression, "'\(added.expression.trimmedDescription)', a list kbcov cannot read")
                }
                grown = elements + more
            } else {
                grown = elements + [value]
            }
            rebind(baseSyntax, to: .list(grown), in: frame)
            return .opaque
        default:
            return nil
        }
    }

    /// Stores a new value in the local or property an expression names; `false` when it names neither.
    @discardableResult
    func rebind(_ target: ExprSyntax, to value: Value, in frame: Frame) -> Bool {
        // `delegate = self` in a view's initializer stores the view, it does not name it.
        let namesValue = value.itemRef == nil || value.itemRef != frame.selfValue.itemRef
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if frame.assign(name, value) {
                noteBinding(of: value, to: name, isProperty: false)
            } else {
                propertyValues[PropertyKey(instance: Instance(frame.selfValue), name: name)] = value
                if namesValue { noteBinding(of: value, to: name, isProperty: true) }
            }
            return true
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) {
            let name = member.declName.baseName.text
            propertyValues[PropertyKey(instance: Instance(frame.selfValue), name: name)] = value
            if namesValue { noteBinding(of: value, to: name, isProperty: true) }
            return true
        }
        return false
    }
}
