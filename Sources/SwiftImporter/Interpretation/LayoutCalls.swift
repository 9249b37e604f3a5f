import LayoutSpec
import SwiftSyntax

/// UIKit's layout calls: activation, the view hierarchy, content priorities, the tracking API of
/// the keyboard guide and converting the keyboard's frame to the view.
extension Interpreter {
    /// The anchor factories as Swift 2 spelt them (`constraintEqualToAnchor(_:constant:)`), by
    /// the label of the first argument of their Swift 3 names.
    static let legacyFactories = [
        "constraintEqualToAnchor": "equalTo", "constraintGreaterThanOrEqualToAnchor": "greaterThanOrEqualTo",
        "constraintLessThanOrEqualToAnchor": "lessThanOrEqualTo", "constraintEqualToConstant": "equalToConstant",
        "constraintGreaterThanOrEqualToConstant": "greaterThanOrEqualToConstant",
        "constraintLessThanOrEqualToConstant": "lessThanOrEqualToConstant",
    ]

    func layoutCall(_ method: String, on base: Value, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        switch (base, method) {
        case (.typeName("NSLayoutConstraint"), "activate"), (.typeName("NSLayoutConstraint"), "deactivate"):
            guard let list = call.arguments.first?.expression else { return .opaque }
            for handle in constraintHandles(list, in: frame) { setActive(handle, method == "activate", at: call) }
            return .opaque
        case (.anchor(let item, let anchor), "constraint"):
            return anchorConstraint(DraftTerm(coefficient: .one, item: item, anchor: anchor), call, in: frame)
        case (.anchor(let item, let anchor), _) where Self.legacyFactories[method] != nil:
            return anchorConstraint(DraftTerm(coefficient: .one, item: item, anchor: anchor), call,
                                    factoryLabel: Self.legacyFactories[method], in: frame)
        case (.anchor, _):
            return unreadable(call, "'\(method)', an anchor method kbcov does not read")
        case (.item(.builtin(.keyboard)), "setConstraints"):
            track(call, in: frame)
            return .opaque
        case (.item(.builtin(.keyboard)), "removeAllTrackedConstraints"):
            book.removeAllTrackedGroups()
            return .opaque
        default:
            break
        }
        guard let item = base.itemRef ?? undeclaredReceiver(base, of: method, at: call) else { return nil }
        switch method {
        case "addSubview", "insertSubview", "addLayoutGuide":
            if let added = call.arguments.first?.expression, let id = objectID(added, in: frame) {
                objects.recordAddition(of: id, asGuide: method == "addLayoutGuide", to: item)
                didAddToSuperview(id)
            }
            return .opaque
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            guard let list = call.arguments.first?.expression else { return .opaque }
            for handle in constraintHandles(list, in: frame) { setActive(handle, method.hasPrefix("add"), at: call) }
            return .opaque
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            setContentPriority(call, of: item, isHugging: method == "setContentHuggingPriority", in: frame)
            return .opaque
        case "setTitle", "setAttributedTitle":
            if case .object(let id) = item { setTitle(call, isAttributed: method == "setAttributedTitle", of: id, in: frame) }
            return .opaque
        default:
            return nil
        }
    }

    /// A view of a superclass or of UIKit (`contentView` in a cell) that adds subviews.
    private func undeclaredReceiver(_ base: Value, of method: String, at node: some SyntaxProtocol) -> ItemRef? {
        guard case .undeclared(let name) = base, ["addSubview", "insertSubview", "addLayoutGuide", "addConstraint", "addConstraints"].contains(method) else { return nil }
        return .object(objects.undeclaredObject(named: name, at: sources.location(of: node)))
    }

    /// The object an expression names: a view of the code, one declared elsewhere, or one reached
    /// through properties (`child.view`).
    func objectID(_ expression: ExprSyntax, in frame: Frame) -> ObjectID? {
        switch evaluate(expression, in: frame) {
        case .item(.object(let id)): id
        case .undeclared(let name): objects.undeclaredObject(named: name, at: sources.location(of: expression))
        case .opaque: pathObject(expression)
        default: nil
        }
    }

    /// The constraints an expression lists, each element that is not one reported where it is.
    func constraintHandles(_ expression: ExprSyntax, in frame: Frame) -> [ConstraintHandle] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { constraintHandles($0.expression, in: frame) }
        }
        return constraintHandles(evaluate(expression, in: frame), at: expression)
    }

    func constraintHandles(_ value: Value, at node: ExprSyntax) -> [ConstraintHandle] {
        switch value {
        case .constraint(let handle):
            return [handle]
        case .list(let elements):
            return elements.flatMap { constraintHandles($0, at: node) }
        case .unreadable(let problem):
            diagnostics.skipped(problem)
            return []
        default:
            diagnostics.skipped(unsupported(node, "'\(node.trimmedDescription)' is not a constraint kbcov could read (made elsewhere, in Interface Builder, or by code it skipped)"))
            return []
        }
    }

    private func setContentPriority(_ call: FunctionCallExprSyntax, of item: ItemRef, isHugging: Bool, in frame: Frame) {
        guard case .object(let id) = item else {
            diagnostics.skipped(unsupported(call, "content priorities of a built-in item; kbcov sets them on views of this file"))
            return
        }
        guard let priorityExpression = call.arguments.first?.expression, let axisExpression = argument("for", of: call) else { return }
        let axis: Axis
        switch evaluate(axisExpression, in: frame) {
        case .implicitMember("horizontal"): axis = .horizontal
        case .implicitMember("vertical"): axis = .vertical
        default:
            diagnostics.skipped(unsupported(axisExpression, "the axis '\(axisExpression.trimmedDescription)'; expected .horizontal or .vertical"))
            return
        }
        switch priority(priorityExpression, in: frame) {
        case .success(let priority):
            if isHugging { objects[id].hugging[axis] = priority } else { objects[id].compressionResistance[axis] = priority }
        case .failure(let problem):
            diagnostics.skipped(problem)
        }
    }
}
