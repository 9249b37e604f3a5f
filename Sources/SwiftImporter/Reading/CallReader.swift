import ExactGeometry
import SwiftSyntax

/// Calls: UIKit's layout API, the file's own functions (followed, with their arguments), type
/// initializers (new objects), and anything else — whose closures still run, and which is
/// unreadable when it is handed values of the layout.
extension Interpreter {
    func callValue(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        if let image = imageCall(call, in: frame) { return image }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return runClosure(closure, arguments: [], in: frame)
        }
        if call.calledExpression.is(ArrayExprSyntax.self), call.arguments.isEmpty {
            return .list([])  // `[NSLayoutConstraint]()`
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
        if baseSyntax.is(SuperExprSyntax.self) { return superCall(method, call, in: frame) }
        if let result = visualFormatCall(method, baseSyntax, call, in: frame) { return result }
        let base = evaluate(baseSyntax, in: frame)
        if let result = snapKitCall(method, on: base, call, in: frame) { return result }
        if let result = keyboardFrameCall(method, on: base, call, in: frame) { return result }
        if let result = layoutCall(method, on: base, call, in: frame) { return result }
        if let result = listCall(method, on: base, baseSyntax: baseSyntax, call, in: frame) { return result }
        if case .typeName(let written) = base, let type = written == "Self" ? frame.selfType : written, index.isOwnType(type),
           let function = fileFunction(method, call, inType: type) {
            // A static factory (`Self.makeButton()`): `self` in it is the type.
            return self.call(function, arguments: boundArguments(call, to: function, in: frame), selfValue: base, selfType: type, at: call)
        }
        if case .unreadable = base { return base }
        if case .fontMetrics(let style) = base { return fontMetricsCall(method, style: style, call, in: frame) }
        if let receiver = base.itemRef {
            let receiverType = base.isSelf ? frame.selfType : typeName(of: receiver)
            if let function = fileFunction(method, call, inType: receiverType) {
                let selfValue: Value = base.isSelf ? frame.selfValue : .item(instanceItem(receiver))
                return self.call(function, arguments: boundArguments(call, to: function, in: frame), selfValue: selfValue, selfType: receiverType, at: call)
            }
        }
        if let result = stackCall(method, on: base, call, in: frame) { return result }
        return unknownCall(call, in: frame)
    }

    /// `name(…)`: a method of `self`'s type, UIKit's layout API on `self`, a type's initializer
    /// (a view of the analysed files runs its own), or a function kbcov cannot see.
    private func namedCall(_ name: String, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        if let function = fileFunction(name, call, inType: frame.selfType) {
            return self.call(function, arguments: boundArguments(call, to: function, in: frame), selfValue: frame.selfValue, selfType: frame.selfType, at: call)
        }
        guard name.first?.isUppercase == true else {
            if let result = layoutCall(name, on: frame.selfValue, call, in: frame) { return result }
            if let clamp = keyboardClampCall(name, call, in: frame) { return clamp }
            return unknownCall(call, in: frame)
        }
        switch name {
        case "NSLayoutConstraint":
            return itemAttributeConstraint(call, in: frame)
        case Self.fontMetricsType:
            return fontMetricsInitializer(call)
        case "UILayoutPriority", "CGFloat", "Float", "Double", "Int":
            return singleArgument(call, in: frame)
        case "UIEdgeInsets", "UIEdgeInsetsMake":
            return edgeInsetsValue(call, in: frame)
        case "CGSize", "CGRect":
            return literalRect(call, in: frame) ?? .opaque
        default:
            let id = objects.create(typeName: name, at: sources.location(of: call))
            let role = TypeRole.of(name, in: index)
            // A view runs its initializer, and so does a type of the app that lays out views it is
            // given (an overlay, a coordinator).
            if role == .view || role == .other && declaresLayout(name) {
                if role == .view, createsRootView {
                    objects.rootViewObject = id
                    createsRootView = false
                }
                let values = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, in: frame)) }
                if role == .view { readInitializerSettings(of: id, name, call, arguments: values, in: frame) }
                instantiate(name, as: .item(.object(id)), arguments: values)
            } else {
                readInitializerSettings(of: id, name, call, in: frame)
                runClosures(of: call, in: frame)
            }
            return .item(.object(id))
        }
    }

    /// `super.method(…)`: the superclass's method when the analysed files declare it, else UIKit's.
    private func superCall(_ method: String, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        guard let owner = frame.ownerType, let superclass = index.type(named: owner)?.superclass, index.isOwnType(superclass),
              let function = fileFunction(method, call, inType: superclass) else { return .opaque }
        return self.call(function, arguments: boundArguments(call, to: function, in: frame), selfValue: frame.selfValue, selfType: frame.selfType, at: call)
    }

    /// The type of an object, as created or declared (the root view's, when the screen made it).
    func typeName(of item: ItemRef) -> String? {
        guard case .object(let id) = instanceItem(item) else { return nil }
        return objects[id].typeName
    }

    /// The object whose properties an item has: the root view is the view the screen made it.
    func instanceItem(_ item: ItemRef) -> ItemRef {
        if item == .rootView, let root = objects.rootViewObject { return .object(root) }
        return item
    }

    /// Whether an item is the screen's root view, as `view` or as the object made the root.
    func isRootView(_ item: ItemRef) -> Bool {
        item == .rootView || item == objects.rootViewObject.map(ItemRef.object)
    }

    func arguments(_ call: FunctionCallExprSyntax, in frame: Frame) -> [Value] {
        call.arguments.map { evaluate($0.expression, in: frame) }
    }

    /// The value of each parameter of `function` at this call: its argument, its default value
    /// when the call leaves it out, the list of a variadic one's arguments.
    func boundArguments(_ call: FunctionCallExprSyntax, to function: DeclarationIndex.Function, in frame: Frame) -> [Value] {
        let values = arguments(call, in: frame) + (call.trailingClosure == nil ? [] : [.opaque])
        guard let taken = function.parameters.match(call.arguments.map { $0.label?.text }, trailingClosure: call.trailingClosure != nil) else {
            return values
        }
        return zip(function.parameters.list, taken).map { parameter, positions in
            if parameter.isVariadic { return .list(positions.map { values[$0] }) }
            if let position = positions.first { return values[position] }
            // A default value is written in the function's type, where its names resolve.
            return parameter.defaultValue.map { evaluate($0, in: Frame(selfValue: .opaque, selfType: function.typeName)) } ?? .opaque
        }
    }

    func argument(_ label: String?, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func fileFunction(_ name: String, _ call: FunctionCallExprSyntax, inType typeName: String?) -> DeclarationIndex.Function? {
        index.function(named: name, labels: call.arguments.map { $0.label?.text }, inType: typeName,
                       allowsTrailingClosure: call.trailingClosure != nil)
    }

    /// `CGSize(width:height:)` and `CGRect(x:y:width:height:)` of numbers kbcov reads; `nil` otherwise.
    private func literalRect(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        var parts: [String: Rational] = ["x": .zero, "y": .zero]
        for argument in call.arguments {
            guard let label = argument.label?.text, case .number(let value) = evaluate(argument.expression, in: frame),
                  value.isConstant else { return nil }
            parts[label] = value.constant
        }
        let labels = call.arguments.map { $0.label?.text ?? "" }
        guard labels == ["width", "height"] || labels == ["x", "y", "width", "height"],
              let x = parts["x"], let y = parts["y"], let width = parts["width"], let height = parts["height"] else { return nil }
        return .rect(.literal(Rect(x: x, y: y, width: width, height: height)))
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
        guard !InertCalls.names.contains(name) else { return .opaque }
        let handsLayoutValues = arguments(call, in: frame).contains(where: isLayoutArgument)
        guard handsLayoutValues || Interpreter.isLayoutName(name) else { return .opaque }
        return unreadable(call, "'\(call.calledExpression.trimmedDescription)(…)', a call kbcov cannot follow (not declared in the analysed files); constraints it makes are not imported")
    }

    /// A value a call could lay out: an anchor, a constraint, a view or guide — not an object of
    /// a type that is none (a query, a model) and that the code did not add to a view.
    private func isLayoutArgument(_ value: Value) -> Bool {
        switch value {
        case .item(.object(let id)):
            let object = objects[id]
            guard let typeName = object.typeName, object.parent == nil, !object.isGuide else { return true }
            return TypeRole.of(typeName, in: index) == .view || TypeRole.namesView(ClassHierarchy.unqualified(typeName))
        case .list(let values):
            return values.contains(where: isLayoutArgument)
        default:
            return value.isLayoutValue
        }
    }

    func runClosures(of call: FunctionCallExprSyntax, in frame: Frame) {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        for closure in closures { _ = runClosure(closure, arguments: [], in: frame) }
    }

    /// Runs a closure's body with its parameters bound (unknown ones to `.opaque`).
    func runClosure(_ closure: ClosureExprSyntax, arguments: [Value], in frame: Frame) -> Value {
        let closureFrame = Frame(selfValue: frame.selfValue, selfType: frame.selfType, parent: frame)
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
