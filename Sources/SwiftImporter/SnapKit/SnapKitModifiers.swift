import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// What follows `equalTo(…)` (`offset`, `inset`, `multipliedBy`, `dividedBy`, `priority`,
/// `labeled`) and what a kept `Constraint` does (`update(offset:)`, `update(inset:)`,
/// `update(priority:)`, `activate()`, `deactivate()`), with SnapKit's priorities.
extension Interpreter {
    /// `ConstraintPriority`: `.required`, `.high`, `.medium` (500 on iOS), `.low`.
    static let snapKitPriorities: [String: Int] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    func snapKitModifier(_ method: String, _ editable: SnapKitEditable, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        let result = Value.snapKit(.editable(editable))
        let deprecatedPriority = ["priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250][method]
        guard let argument = call.arguments.first?.expression ?? (deprecatedPriority == nil ? nil : ExprSyntax(call)) else {
            return unreadable(call, "SnapKit's '\(method)' without an argument, which kbcov does not read")
        }
        switch method {
        case "offset", "inset":
            let constant = method == "offset" ? snapKitNumber(argument, in: frame).map(SnapKitConstant.number) : snapKitInsets(argument, in: frame)
            switch constant {
            case .success(let constant): setSnapKitConstant(constant, of: editable.handles, at: argument)
            case .failure(let problem): return .unreadable(problem)
            }
        case "multipliedBy", "dividedBy":
            // `updateConstraints` changes constants only (SnapKit's `activateIfNeeded(updatingExisting:)`).
            guard !editable.isUpdate else { return result }
            switch constantNumber(argument, default: .one, in: frame) {
            case .success(let factor) where !factor.isZero:
                for handle in editable.handles {
                    book[handle].rhsAnchors = book[handle].rhsAnchors.scaled(by: method == "multipliedBy" ? factor : .one / factor)
                }
            case .success: return unreadable(argument, "a multiplier of 0, which UIKit refuses")
            case .failure(let problem): return .unreadable(problem)
            }
        case "priority", "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
            guard !editable.isUpdate else { return result }
            switch snapKitPriority(argument, deprecated: deprecatedPriority, in: frame) {
            case .success(let priority): for handle in editable.handles { book[handle].priority = priority }
            case .failure(let problem): return .unreadable(problem)
            }
        case "labeled":
            if case .string(let label) = evaluate(argument, in: frame), editable.handles.count == 1 { book[editable.handles[0]].identifier = label }
        default:
            return unreadable(call, "SnapKit's '\(method)', which kbcov does not read")
        }
        return result
    }

    /// A kept `Constraint`: its updates and activation.
    func snapKitConstraintCall(_ method: String, handles: [ConstraintHandle], _ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        switch (method, call.arguments.first?.label?.text) {
        case ("activate", nil), ("install", nil), ("deactivate", nil), ("uninstall", nil):
            for handle in handles { setActive(handle, method == "activate" || method == "install", at: call) }
        case ("update", "offset"), ("updateOffset", "amount"), ("update", "inset"), ("updateInsets", "amount"):
            guard let argument = call.arguments.first?.expression else { return .opaque }
            let isOffset = method == "updateOffset" || call.arguments.first?.label?.text == "offset"
            switch isOffset ? snapKitNumber(argument, in: frame).map(SnapKitConstant.number) : snapKitInsets(argument, in: frame) {
            case .success(let constant): setSnapKitConstant(constant, of: handles, at: argument)
            case .failure(let problem): diagnostics.skipped(problem)
            }
        case ("update", "priority"), ("updatePriority", "amount"):
            guard let argument = call.arguments.first?.expression else { return .opaque }
            switch snapKitPriority(argument, deprecated: nil, in: frame) {
            case .success(let priority): for handle in handles { book[handle].priority = priority }
            case .failure(let problem): diagnostics.skipped(problem)
            }
        default:
            return unreadable(call, "SnapKit's '\(call.calledExpression.trimmedDescription)(…)' on a kept constraint, which kbcov does not read")
        }
        return .opaque
    }

    /// Each constraint's constant: the constant's value for its second attribute (its first for
    /// a constant size), as `Constraint.updateConstantAndPriorityIfNeeded` takes it.
    private func setSnapKitConstant(_ constant: SnapKitConstant, of handles: [ConstraintHandle], at node: ExprSyntax) {
        for handle in handles {
            guard let attribute = book[handle].rhsAnchors.terms.first?.anchor ?? book[handle].lhs.terms.first?.anchor else { continue }
            setConstant(of: handle, to: .number(constant.value(on: attribute)), at: node)
        }
    }

    private func snapKitPriority(_ expression: ExprSyntax, deprecated: Int?, in frame: Frame) -> Result<Priority, Unsupported> {
        if let deprecated, let priority = Priority(deprecated) { return .success(priority) }
        if case .implicitMember(let name) = evaluate(expression, in: frame), let value = Self.snapKitPriorities[name], let priority = Priority(value) {
            return .success(priority)
        }
        return priority(expression, in: frame)
    }
}
