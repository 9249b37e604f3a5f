import SwiftSyntax

/// Calls: UIKit's layout API, the file's own functions (followed, with their arguments), type
/// initializers (new objects), and anything else — whose closures still run, and which is
/// unreadable when it is handed values of the layout.
extension Interpreter {
    func callValue(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return runClosure(closure, arguments: [], in: frame)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return namedCall(reference.baseName.text, call, in: frame)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return unknownCall(call, in: frame)
        }
        let method = member.declName.baseName.text
        guard let baseSyntax = member.base else {
            // `.init(rawValue: 999)` where the type is known from context.
            return method == "init" ? singleArgument(call, in: frame) : .opaque
        }
        if baseSyntax.is(SuperExprSyntax.self) { return .opaque }
        let base = evaluate(baseSyntax, in: frame)
        if let result = layoutCall(method, on: base, call, in: frame) { return result }
        if let result = listCall(method, on: base, baseSyntax: baseSyntax, call, in: frame) { return result }
        if case .unreadable = base { return base }
        if let receiver = base.itemRef, let function = fileFunction(method, call) {
            let selfValue: Value = base.isSelf ? .selfReference : .item(receiver)
            return self.call(function, arguments: arguments(call, in: frame), selfValue: selfValue, at: call)
        }
        if let result = stackCall(method, on: base, call, in: frame) { return result }
        return unknownCall(call, in: frame)
    }

    /// `name(…)`: a function of the file, a type's initializer, or a function kbcov cannot see.
    private func namedCall(_ name: String, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        if let function = fileFunction(name, call) {
            return self.call(function, arguments: arguments(call, in: frame), selfValue: frame.selfValue, at: call)
        }
        guard name.first?.isUppercase == true else { return unknownCall(call, in: frame) }
        switch name {
        case "NSLayoutConstraint":
            return itemAttributeConstraint(call, in: frame)
        case "UILayoutPriority", "CGFloat", "Float", "Double", "Int":
            return singleArgument(call, in: frame)
        default:
            return .item(.object(createObject(name, call, in: frame)))
        }
    }

    func arguments(_ call: FunctionCallExprSyntax, in frame: Frame) -> [Value] {
        call.arguments.map { evaluate($0.expression, in: frame) }
    }

    func argument(_ label: String?, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func fileFunction(_ name: String, _ call: FunctionCallExprSyntax) -> DeclarationIndex.Function? {
        let labels = call.arguments.map { $0.label?.text }
        let hasTrailingClosure = call.trailingClosure != nil
        return index.function(named: name, labels: labels)
            ?? (hasTrailingClosure ? index.functions(named: name).first { Array($0.labels.dropLast()) == labels } : nil)
    }

    private func singleArgument(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        guard call.arguments.count == 1, let only = call.arguments.first else {
            return unreadable(call, "'\(call.trimmedDescription)', a conversion kbcov does not read")
        }
        return evaluate(only.expression, in: frame)
    }

    /// A call kbcov does not follow: its closures run (an animation block, a dispatch), and it is
    /// unreadable when it could make constraints (it is handed layout values, or says so in its name).
    private func unknownCall(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        runClosures(of: call, in: frame)
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.trimmedDescription
        let handsLayoutValues = arguments(call, in: frame).contains { $0.isLayoutValue }
        guard handsLayoutValues || Interpreter.isLayoutName(name) else { return .opaque }
        return unreadable(call, "'\(call.calledExpression.trimmedDescription)(…)', a call kbcov cannot follow (it is not defined in this file); constraints it makes are not imported")
    }

    func runClosures(of call: FunctionCallExprSyntax, in frame: Frame) {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        for closure in closures { _ = runClosure(closure, arguments: [], in: frame) }
    }

    /// Runs a closure's body with its parameters bound (unknown ones to `.opaque`).
    func runClosure(_ closure: ClosureExprSyntax, arguments: [Value], in frame: Frame) -> Value {
        let closureFrame = Frame(selfValue: frame.selfValue, parent: frame)
        let names = Self.parameterNames(of: closure)
        for (position, name) in names.enumerated() {
            closureFrame.declare(name, position < arguments.count ? arguments[position] : .opaque)
        }
        if names.isEmpty, let first = arguments.first { closureFrame.declare("$0", first) }
        return runBody(closure.statements, in: closureFrame)
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): parameters.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}

extension Value {
    var isSelf: Bool {
        if case .selfReference = self { return true }
        return false
    }
}
