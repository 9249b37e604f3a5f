import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// What `equalTo(…)` relates to: an item (with the attributes `other.snp.bottom` names, or none
/// for a plain view or guide) or a constant (`equalTo(44)`, `CGSize(width:height:)`,
/// `CGPoint(x:y:)`), as `ConstraintRelatableTarget` accepts them.
struct SnapKitTarget {
    var item: ItemRef?
    var attributes: [Anchor]
    var constant: SnapKitConstant
}

extension Interpreter {
    private static let geometryTypes: Set<String> = ["CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"]

    func snapKitTarget(_ expression: ExprSyntax, in frame: Frame) -> Result<SnapKitTarget, Unsupported> {
        if let call = Self.geometryCall(expression) {
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            let parts = call.arguments.map { snapKitNumber($0.expression, in: frame) }
            if let failure = parts.first(where: { if case .failure = $0 { true } else { false } }), case .failure(let problem) = failure {
                return .failure(problem)
            }
            let values = parts.compactMap { try? $0.get() }
            switch labels {
            case ["width", "height"]: return .success(SnapKitTarget(item: nil, attributes: [], constant: .size(width: values[0], height: values[1])))
            case ["x", "y"]: return .success(SnapKitTarget(item: nil, attributes: [], constant: .point(x: values[0], y: values[1])))
            default: return .failure(unsupported(expression, "'\(expression.trimmedDescription)' as a SnapKit target; expected a view, a guide, other.snp.<attribute>, a number, CGSize(width:height:) or CGPoint(x:y:)"))
            }
        }
        switch evaluate(expression, in: frame) {
        case .snapKit(.item(let item, let attributes)):
            return .success(SnapKitTarget(item: item, attributes: attributes, constant: .zero))
        case .anchor(let item, let anchor):
            return .success(SnapKitTarget(item: item, attributes: [anchor], constant: .zero))
        case .number(let number):
            return .success(SnapKitTarget(item: nil, attributes: [], constant: .number(number)))
        case .unreadable(let problem):
            return .failure(problem)
        case let value:
            if let item = value.itemRef ?? snapKitTarget(value, at: expression) {
                return .success(SnapKitTarget(item: instanceItem(item), attributes: [], constant: .zero))
            }
            return .failure(unsupported(expression, "'\(expression.trimmedDescription)', which is not a view, guide or number kbcov can read as a SnapKit target"))
        }
    }

    /// A number for `offset`, possibly one of the keyboard's frame.
    func snapKitNumber(_ expression: ExprSyntax, in frame: Frame) -> Result<DraftExpression, Unsupported> {
        switch evaluate(expression, in: frame) {
        case .number(let number): return .success(number)
        case .unreadable(let problem): return .failure(problem)
        default: return .failure(unsupported(expression, "'\(expression.trimmedDescription)', which is not a number kbcov can read"))
        }
    }

    /// What `inset(_:)` takes: a number (every side) or `UIEdgeInsets` / `NSDirectionalEdgeInsets`
    /// (leading as left, trailing as right: SnapKit's left-to-right default).
    func snapKitInsets(_ expression: ExprSyntax, in frame: Frame) -> Result<SnapKitConstant, Unsupported> {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
            return .success(.zero)
        }
        guard let call = Self.geometryCall(expression) else {
            return snapKitNumber(expression, in: frame).map { .insets(top: $0, left: $0, bottom: $0, right: $0) }
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels == ["top", "left", "bottom", "right"] || labels == ["top", "leading", "bottom", "trailing"] else {
            return .failure(unsupported(expression, "the insets '\(expression.trimmedDescription)'; expected UIEdgeInsets(top:left:bottom:right:) or NSDirectionalEdgeInsets(top:leading:bottom:trailing:)"))
        }
        var values: [DraftExpression] = []
        for argument in call.arguments {
            switch snapKitNumber(argument.expression, in: frame) {
            case .success(let value): values.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(.insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
    }

    /// `CGSize(width:height:)`, `UIEdgeInsets(…)`, or `.init(…)` of one of them.
    private static func geometryCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), geometryTypes.contains(reference.baseName.text) { return call }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.base.map({ geometryTypes.contains($0.trimmedDescription) }) ?? true { return call }
        return nil
    }
}
