import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// The expressions that make a constraint: the anchor factories
/// (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`, `equalToConstant:`,
/// `equalToSystemSpacingBelow:multiplier:` …) and
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
extension Interpreter {

    private static let relations: [String: Relation] = [
        "equal": .equal, "greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual,
    ]

    func anchorConstraint(_ lhs: DraftTerm, _ call: FunctionCallExprSyntax, factoryLabel: String? = nil, in frame: Frame) -> Value {
        guard let first = call.arguments.first, let label = factoryLabel ?? first.label?.text,
              let (relation, form) = Self.factoryForm(label) else {
            return unreadable(call, "'\(call.calledExpression.trimmedDescription)(…)', an anchor factory kbcov does not know")
        }
        let allowed: Set<String> = switch form {
        case .anchor: ["constant", "multiplier"]
        case .constant: []
        case .systemSpacing: ["multiplier"]
        }
        if let extra = call.arguments.dropFirst().first(where: { !allowed.contains($0.label?.text ?? "") }) {
            return unreadable(extra, "the argument '\(extra.trimmedDescription)' of an anchor factory, which kbcov does not know")
        }
        let firstValue = evaluate(first.expression, in: frame)
        var multiplier = Rational.one
        var unknownRatio: UnknownAspectRatio?
        if let argument = argument("multiplier", of: call), case .unknownAspectRatio(let ratio) = evaluate(argument, in: frame) {
            unknownRatio = ratio
        } else {
            switch constantNumber(argument("multiplier", of: call), default: .one, in: frame) {
            case .success(let value): multiplier = value
            case .failure(let problem): return .unreadable(problem)
            }
        }
        var rhsAnchors = DraftExpression()
        var constant = DraftExpression()
        switch form {
        case .constant:
            switch constantValue(first.expression, in: frame) {
            case .success(let value): constant = value
            case .failure(let problem): return .unreadable(problem)
            }
        case .anchor, .systemSpacing:
            guard case .anchor(let item, let anchor) = firstValue else {
                if case .unreadable = firstValue { return firstValue }
                return unreadable(first.expression, "'\(first.expression.trimmedDescription)', which is not an anchor kbcov can read")
            }
            rhsAnchors = DraftExpression(item, anchor, coefficient: form == .anchor ? multiplier : .one)
            if form == .systemSpacing {
                constant = .number(UIKitSpacing.system * multiplier)
            } else if let constantExpression = argument("constant", of: call) {
                switch constantValue(constantExpression, in: frame) {
                case .success(let value): constant = value
                case .failure(let problem): return .unreadable(problem)
                }
            }
        }
        var draft = DraftConstraint(lhs: DraftExpression(terms: [lhs]), relation: relation, rhsAnchors: rhsAnchors,
                                    constant: constant, location: sources.location(of: call))
        draft.unknownRatio = unknownRatio
        return makeConstraint(draft)
    }

    private enum FactoryForm { case anchor, constant, systemSpacing }

    private static func factoryForm(_ label: String) -> (Relation, FactoryForm)? {
        for (prefix, relation) in [("equalTo", Relation.equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                   ("lessThanOrEqualTo", .lessThanOrEqual)] where label.hasPrefix(prefix) {
            switch label.dropFirst(prefix.count) {
            case "": return (relation, .anchor)
            case "Constant": return (relation, .constant)
            case "SystemSpacingBelow", "SystemSpacingAfter": return (relation, .systemSpacing)
            default: continue
            }
        }
        return nil
    }

    func itemAttributeConstraint(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            return unreadable(call, "an NSLayoutConstraint initializer kbcov does not know; expected (item:attribute:relatedBy:toItem:attribute:multiplier:constant:)")
        }
        let arguments = Array(call.arguments.map(\.expression))
        guard case .implicitMember(let relationName) = evaluate(arguments[2], in: frame), let relation = Self.relations[relationName] else {
            return unreadable(arguments[2], "the relation '\(arguments[2].trimmedDescription)'; expected .equal, .lessThanOrEqual or .greaterThanOrEqual")
        }
        let multiplier: Rational
        switch constantNumber(arguments[5], default: .one, in: frame) {
        case .success(let value): multiplier = value
        case .failure(let problem): return .unreadable(problem)
        }
        let constant: Rational
        switch constantNumber(arguments[6], default: .zero, in: frame) {
        case .success(let value): constant = value
        case .failure(let problem): return .unreadable(problem)
        }
        let lhs: DraftTerm
        switch attributeTerm(item: arguments[0], attribute: arguments[1], in: frame) {
        case .success(let term?): lhs = term
        case .success(nil): return unreadable(arguments[1], "'.notAnAttribute' on the first item; expected the attribute it constrains")
        case .failure(let problem): return .unreadable(problem)
        }
        var rhsAnchors = DraftExpression()
        if !arguments[3].is(NilLiteralExprSyntax.self) {
            switch attributeTerm(item: arguments[3], attribute: arguments[4], in: frame) {
            case .success(let term?): rhsAnchors = DraftExpression(term.item, term.anchor, coefficient: multiplier)
            case .success(nil): break
            case .failure(let problem): return .unreadable(problem)
            }
        }
        return makeConstraint(DraftConstraint(lhs: DraftExpression(terms: [lhs]), relation: relation, rhsAnchors: rhsAnchors,
                                              constant: .number(constant), location: sources.location(of: call)))
    }

    /// `item, attribute` of the initializer; `nil` for `.notAnAttribute`.
    private func attributeTerm(item: ExprSyntax, attribute: ExprSyntax, in frame: Frame) -> Result<DraftTerm?, Unsupported> {
        guard case .implicitMember(let name) = evaluate(attribute, in: frame) else {
            return .failure(unsupported(attribute, "the attribute '\(attribute.trimmedDescription)', which kbcov does not read"))
        }
        if name == "notAnAttribute" { return .success(nil) }
        let itemValue = evaluate(item, in: frame)
        let reference: ItemRef
        switch itemValue {
        case .undeclared(let itemName): reference = .object(objects.undeclaredObject(named: itemName, at: sources.location(of: item)))
        case .legacyGuide(let guide):
            guard let anchor = Anchor(rawValue: name) else {
                return .failure(unsupported(attribute, "the attribute '.\(name)' of \(guide.rawValue); kbcov reads its top and bottom"))
            }
            return legacyGuideTerm(guide, anchor, at: item).map { $0 }
        case .unreadable(let problem): return .failure(problem)
        default:
            guard let itemReference = itemValue.itemRef else {
                return .failure(unsupported(item, "'\(item.trimmedDescription)', which is not a view or guide kbcov can read"))
            }
            reference = itemReference
        }
        if let anchor = Anchor(rawValue: name) { return .success(DraftTerm(coefficient: .one, item: reference, anchor: anchor)) }
        if name.hasSuffix("Margin"), let anchor = Anchor(rawValue: String(name.dropLast("Margin".count))), isRootView(reference) {
            return .success(DraftTerm(coefficient: .one, item: .builtin(.margins), anchor: anchor))
        }
        return .failure(unsupported(attribute, "the attribute '.\(name)'; kbcov reads edges, centres and sizes (and margins of the root view)"))
    }

    /// A plain number (a multiplier, a constant): a literal or a named constant. A number taken
    /// from the view's geometry is fixed when the code runs, not kept up to date by Auto Layout,
    /// so kbcov does not read one here (only in a keyboard handler's constant, which runs again
    /// at each keyboard change).
    func constantNumber(_ expression: ExprSyntax?, default defaultValue: Rational, in frame: Frame) -> Result<Rational, Unsupported> {
        guard let expression else { return .success(defaultValue) }
        return constantValue(expression, in: frame).map(\.constant)
    }

    /// A constraint's constant as the code gives it: a number, possibly one that follows the text
    /// size (`scaledValue(for:)`).
    func constantValue(_ expression: ExprSyntax, in frame: Frame) -> Result<DraftExpression, Unsupported> {
        let value = evaluate(expression, in: frame)
        guard case .number(let number) = value, number.isConstant else {
            if case .unreadable(let problem) = value { return .failure(problem) }
            let reason = if case .number = value { "computed at run time from the view's geometry" } else { "which is not a number kbcov can read" }
            return .failure(unsupported(expression, "'\(expression.trimmedDescription)', \(reason)"))
        }
        return .success(number)
    }

    private func makeConstraint(_ draft: DraftConstraint) -> Value {
        .constraint(book.add(draft))
    }
}
