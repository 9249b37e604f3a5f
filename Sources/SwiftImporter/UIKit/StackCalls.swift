import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// The calls that build a view's content and a stack view's arrangement: initializers
/// (`UIStackView(arrangedSubviews:)`, `UIImageView(image:)`), `addArrangedSubview`,
/// `insertArrangedSubview(_:at:)`, `removeArrangedSubview`, `setCustomSpacing(_:after:)`, and
/// `views.forEach(stack.addArrangedSubview)`.
extension Interpreter {
    static let arrangementMethods: Set<String> = [
        "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview", "setCustomSpacing",
    ]

    /// What the initializer `call` of a new `typeName` sets: a stack's arranged views, an image view's
    /// image, whether a button has a configuration. `arguments` are the call's arguments when the
    /// caller has evaluated them already (each argument is evaluated once: an inline `UILabel()`
    /// makes one label).
    func readInitializerSettings(of id: ObjectID, _ typeName: String, _ call: FunctionCallExprSyntax,
                                 arguments: [(label: String?, value: Value)]? = nil, in frame: Frame) {
        if let arranged = argument("arrangedSubviews", of: call) {
            objects[id].settings.usesStackAPI = true
            let value = arguments?.first { $0.label == "arrangedSubviews" }?.value ?? evaluate(arranged, in: frame)
            for (view, node) in arrangedViews(value, of: arranged) { arrange(view, in: id, at: node) }
        }
        if let image = argument("image", of: call) {
            objects[id].settings.hasImage = !image.is(NilLiteralExprSyntax.self)
            setImage(of: id, to: arguments?.first { $0.label == "image" }?.value ?? evaluate(image, in: frame))
        } else if ClassHierarchy.unqualified(typeName) == "UIImageView" {
            objects[id].settings.hasImage = false
        }
        // A subclass of the app's own is made the same way; its initializer, which runs next, may
        // give it a configuration.
        switch index.lineage(of: typeName).last.map(ClassHierarchy.uikitName) {
        case "UIButton": objects[id].settings.hasConfiguration = argument("configuration", of: call) != nil
        // A text field made in code has no border until the code gives it one (Apple, UITextField.borderStyle).
        case "UITextField": objects[id].settings.isBorderless = true
        default: break
        }
    }

    func stackCall(_ method: String, on base: Value, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        if case .list(let elements) = base, method == "forEach", let argument = call.arguments.first?.expression,
           let reference = argument.as(MemberAccessExprSyntax.self), reference.declName.baseName.text == "addArrangedSubview",
           let stackSyntax = reference.base {
            // `[a, b].forEach(stack.addArrangedSubview)`
            guard case .item(.object(let stack)) = evaluate(stackSyntax, in: frame) else {
                return unreadable(stackSyntax, "'\(stackSyntax.trimmedDescription)', a stack view kbcov cannot follow; its arranged views are not imported")
            }
            for element in elements { arrange(element, in: stack, at: argument) }
            return .opaque
        }
        guard Self.arrangementMethods.contains(method), case .item(let item) = base else { return nil }
        guard case .object(let stack) = item else {
            return unreadable(call, "'\(method)' on a built-in item; kbcov reads stack views created in this file")
        }
        objects[stack].settings.usesStackAPI = true
        guard let viewSyntax = method == "setCustomSpacing" ? argument("after", of: call) : call.arguments.first?.expression else {
            return unreadable(call, "'\(call.trimmedDescription)', a call kbcov does not read")
        }
        let view = evaluate(viewSyntax, in: frame)
        switch method {
        case "addArrangedSubview":
            arrange(view, in: stack, at: viewSyntax)
        case "insertArrangedSubview":
            insert(view, in: stack, call, at: viewSyntax, in: frame)
        case "removeArrangedSubview":
            guard case .item(.object(let id)) = view else { return skippedView(viewSyntax) }
            objects[stack].settings.stack.remove(id)
        default:
            setCustomSpacing(call, after: view, at: viewSyntax, in: stack, in: frame)
        }
        return .opaque
    }

    /// The views of an `arrangedSubviews:` list (`value`, what `expression` evaluated to), each with
    /// the expression that names it: a literal list's own elements, else the whole expression.
    private func arrangedViews(_ value: Value, of expression: ExprSyntax) -> [(Value, ExprSyntax)] {
        switch value {
        case .list(let elements):
            if let array = expression.as(ArrayExprSyntax.self), array.elements.count == elements.count {
                return Array(zip(elements, array.elements.map(\.expression)))
            }
            return elements.map { ($0, expression) }
        case .unreadable(let problem):
            diagnostics.skipped(problem)
            return []
        default:
            diagnostics.skipped(unsupported(expression, "the arranged subviews '\(expression.trimmedDescription)', a list kbcov cannot read; the stack is imported without them"))
            return []
        }
    }

    /// Arranges a view last, or at `position`; an arranged view is a subview of the stack too.
    private func arrange(_ view: Value, in stack: ObjectID, at node: ExprSyntax?, position: Int? = nil) {
        guard case .item(.object(let id)) = view else {
            if let node { _ = skippedView(node) }
            return
        }
        objects[stack].settings.stack.arrange(id, at: position)
        objects.recordAddition(of: id, asGuide: false)
    }

    @discardableResult
    private func skippedView(_ node: some SyntaxProtocol) -> Value {
        diagnostics.skipped(unsupported(node, "the arranged view '\(node.trimmedDescription)', which kbcov cannot follow; the stack is imported without it"))
        return .opaque
    }

    private func insert(_ view: Value, in stack: ObjectID, _ call: FunctionCallExprSyntax, at viewSyntax: ExprSyntax, in frame: Frame) {
        guard let positionSyntax = argument("at", of: call) else { return }
        let value = evaluate(positionSyntax, in: frame)
        if case .number(let number) = value, number.isConstant, number.constant.isInteger, let position = Int(exactly: number.constant.numerator) {
            arrange(view, in: stack, at: viewSyntax, position: position)
            return
        }
        diagnostics.skipped(unsupported(positionSyntax, "the position '\(positionSyntax.trimmedDescription)' of an arranged view, computed at run time; kbcov arranges '\(viewSyntax.trimmedDescription)' last"))
        arrange(view, in: stack, at: viewSyntax)
    }

    private func setCustomSpacing(_ call: FunctionCallExprSyntax, after view: Value, at viewSyntax: ExprSyntax, in stack: ObjectID, in frame: Frame) {
        guard case .item(.object(let id)) = view else {
            diagnostics.skipped(unsupported(viewSyntax, "custom spacing after '\(viewSyntax.trimmedDescription)', a view kbcov cannot follow"))
            return
        }
        guard let spacingSyntax = call.arguments.first?.expression else { return }
        switch stackSpacing(spacingSyntax, in: frame) {
        case .success(let spacing): objects[stack].settings.stack.setCustomSpacing(spacing, after: id)
        case .failure(let problem): diagnostics.skipped(problem)
        }
    }

    /// A spacing in points. `UIStackView.spacingUseSystem` is the system spacing between
    /// siblings, 8 pt as for `constraint(equalToSystemSpacingAfter:multiplier:)`;
    /// `spacingUseDefault` is `nil`: the stack's own spacing (after a view) or 0 (as `spacing`).
    func stackSpacing(_ expression: ExprSyntax, in frame: Frame) -> Result<Rational?, Unsupported> {
        switch evaluate(expression, in: frame) {
        case .number(let number) where number.isConstant:
            return .success(number.constant)
        case .implicitMember("spacingUseSystem"):
            return .success(UIKitSpacing.system)
        case .implicitMember("spacingUseDefault"):
            return .success(nil)
        default:
            return .failure(unsupported(expression, "the spacing '\(expression.trimmedDescription)', which is not a number kbcov can read; expected points, UIStackView.spacingUseSystem or .spacingUseDefault; the stack keeps its spacing"))
        }
    }
}
