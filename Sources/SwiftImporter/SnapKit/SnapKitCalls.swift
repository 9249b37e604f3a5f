import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// SnapKit's DSL: `view.snp.makeConstraints { make in make.top.equalTo(other.snp.bottom).offset(8) }`
/// and its siblings, run as SnapKit 5 runs them (`ConstraintMaker`, `Constraint.init`): each
/// attribute of `make` one constraint, activated when the closure returns, its second item the
/// target's attribute or the superview's, its constant what `offset`/`inset` give for the second
/// attribute. A `Constraint` kept with `.constraint` is the constraints it made, so
/// `update(offset:)` in a keyboard handler sets their constant as `constant =` does.
extension Interpreter {
    /// The item `x.snp` is the DSL of: a view or guide of the code, or one declared elsewhere.
    func snapKitTarget(_ base: Value, at node: some SyntaxProtocol) -> ItemRef? {
        switch base {
        case .item(let item): instanceItem(item)
        case .undeclared(let name): .object(objects.undeclaredObject(named: name, at: sources.location(of: node)))
        default: nil
        }
    }

    func snapKitMember(_ name: String, of step: SnapKitValue, at node: some SyntaxProtocol) -> Value {
        switch step {
        case .dsl(let item):
            if let attributes = SnapKitAttributes.byName[name] { return .snapKit(.item(item, attributes)) }
        case .item, .editable:
            if case .editable(let editable) = step, name == "constraint" {
                return editable.handles.count == 1 ? .constraint(editable.handles[0]) : .list(editable.handles.map(Value.constraint))
            }
        case .maker(let maker, let attributes):
            if let more = SnapKitAttributes.byName[name] { return .snapKit(.maker(maker, SnapKitAttributes.union(attributes, more))) }
        }
        if SnapKitAttributes.unread.contains(name) {
            return unreadable(node, "SnapKit's '\(name)': kbcov models frames and the root view's guides, not margins or text baselines")
        }
        return .opaque
    }

    func snapKitCall(_ method: String, on base: Value, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        switch base {
        case .snapKit(.dsl(let item)):
            return snapKitBlock(method, of: item, call, in: frame)
        case .snapKit(.maker(let maker, let attributes)):
            return snapKitRelation(method, maker: maker, attributes: attributes, call, in: frame)
        case .snapKit(.editable(let editable)):
            return snapKitModifier(method, editable, call, in: frame)
        case .constraint, .list:
            guard Self.keptConstraintMethods.contains(method) else { return nil }
            return snapKitConstraintCall(method, handles: constraintHandles(base, at: ExprSyntax(call)), call, in: frame)
        default:
            return nil
        }
    }

    /// `makeConstraints`, `remakeConstraints` (SnapKit's earlier constraints of the view go),
    /// `updateConstraints` (constants of matching ones change) and `removeConstraints()`.
    private func snapKitBlock(_ method: String, of item: ItemRef, _ call: FunctionCallExprSyntax, in frame: Frame) -> Value? {
        let mode: SnapKitMaker.Mode
        switch method {
        case "makeConstraints", "prepareConstraints": mode = .make
        case "remakeConstraints": mode = .remake
        case "updateConstraints": mode = .update
        case "removeConstraints":
            for handle in snapKitConstraints.removeValue(forKey: item) ?? [] { setActive(handle, false, at: call) }
            return .opaque
        default:
            return unreadable(call, "SnapKit's '\(method)', which kbcov does not read")
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            return unreadable(call, "SnapKit's '\(method)' without a closure kbcov can read")
        }
        if mode == .remake {
            for handle in snapKitConstraints.removeValue(forKey: item) ?? [] { setActive(handle, false, at: call) }
        }
        _ = runClosure(closure, arguments: [.snapKit(.maker(SnapKitMaker(item: item, mode: mode), []))], in: frame)
        return .opaque
    }

    /// What a kept `Constraint` does (`Constraint.swift`): no method of `NSLayoutConstraint` or an array.
    private static let keptConstraintMethods: Set<String> = [
        "activate", "deactivate", "install", "uninstall", "update", "updateOffset", "updateInsets", "updatePriority",
    ]

    private static let relations: [String: Relation] = [
        "equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual,
        "equalToSuperview": .equal, "lessThanOrEqualToSuperview": .lessThanOrEqual, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
    ]

    /// `make.top.equalTo(…)`: one constraint per attribute of `make`.
    private func snapKitRelation(_ method: String, maker: SnapKitMaker, attributes: [Anchor], _ call: FunctionCallExprSyntax,
                                 in frame: Frame) -> Value {
        guard let relation = Self.relations[method], !attributes.isEmpty else {
            return unreadable(call, "SnapKit's '\(call.calledExpression.trimmedDescription)(…)', which kbcov does not read; expected make.<attribute>.equalTo(…), lessThanOrEqualTo or greaterThanOrEqualTo")
        }
        let target: SnapKitTarget
        if method.hasSuffix("Superview") {
            guard call.arguments.isEmpty else { return unreadable(call, "'\(method)' with a closure, which kbcov does not read") }
            target = SnapKitTarget(item: nil, attributes: [], constant: .zero)
        } else {
            guard call.arguments.count == 1, let argument = call.arguments.first else {
                return unreadable(call, "'\(method)' with \(call.arguments.count) arguments; expected one target")
            }
            switch snapKitTarget(argument.expression, in: frame) {
            case .success(let read): target = read
            case .failure(let problem): return .unreadable(problem)
            }
        }
        // `equalToSuperview()` relates to the superview itself, as `equalTo(superview)` does.
        let namesItem = target.item != nil || method.hasSuffix("Superview")
        var handles: [ConstraintHandle] = []
        for from in attributes {
            let to = SnapKitAttributes.target(of: from, fromSet: attributes, toSet: target.attributes, hasTargetItem: namesItem)
            var second = target.item
            if second == nil, !to.isDimension {
                guard let superview = superview(of: maker.item) else {
                    return unreadable(call, "'\(call.trimmedDescription)' relates to the superview of '\(name(of: maker.item))', which kbcov does not know (no addSubview it read)")
                }
                second = superview
            }
            let draft = DraftConstraint(lhs: DraftExpression(maker.item, from), relation: relation,
                                        rhsAnchors: second.map { DraftExpression($0, to) } ?? DraftExpression(),
                                        constant: .number(.zero), location: sources.location(of: call))
            handles.append(snapKitConstraint(draft, maker: maker, constant: target.constant.value(on: to), call, in: frame))
        }
        return .snapKit(.editable(SnapKitEditable(handles: handles, isUpdate: maker.mode == .update)))
    }

    /// Makes the constraint, or in `updateConstraints` finds the one SnapKit made alike (same
    /// items, attributes and relation) and gives it the new constant.
    private func snapKitConstraint(_ draft: DraftConstraint, maker: SnapKitMaker, constant: DraftExpression,
                                   _ call: FunctionCallExprSyntax, in frame: Frame) -> ConstraintHandle {
        if maker.mode == .update {
            let existing = snapKitConstraints[maker.item, default: []].last { handle in
                book[handle].lhs == draft.lhs && book[handle].relation == draft.relation
                    && book[handle].rhsAnchors.terms.map { [$0.item: $0.anchor] } == draft.rhsAnchors.terms.map { [$0.item: $0.anchor] }
            }
            if let existing {
                // The constant is set here unless `offset`/`inset` follow in the chain and set it.
                if !Self.chainSetsConstant(after: call) { setConstant(of: existing, to: .number(constant), at: ExprSyntax(call)) }
                return existing
            }
            diagnostics.report(.warning(.unsupportedConstruct, at: sources.location(of: call),
                "'\(call.trimmedDescription)' in updateConstraints matches no constraint SnapKit made for '\(name(of: maker.item))' (SnapKit 5 stops there); kbcov makes it, as SnapKit 4 did"))
        }
        // SnapKit activates what the closure makes when it returns: a switch of its own, so that a
        // keyboard handler's `remakeConstraints` swaps constraints as `isActive` does.
        let handle = book.add(draft)
        setActive(handle, true, at: call)
        snapKitConstraints[maker.item, default: []].append(handle)
        if constant != .number(.zero) { setConstant(of: handle, to: .number(constant), at: ExprSyntax(call)) }
        return handle
    }

    /// Whether `.offset(…)` or `.inset(…)` is called later in the chain `call` starts.
    private static func chainSetsConstant(after call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let next = member.parent?.as(FunctionCallExprSyntax.self) {
            if ["offset", "inset"].contains(member.declName.baseName.text) { return true }
            node = Syntax(next)
        }
        return false
    }

    private func superview(of item: ItemRef) -> ItemRef? {
        guard case .object(let id) = item else { return nil }
        return objects[id].parent.map(instanceItem)
    }

    private func name(of item: ItemRef) -> String {
        switch item {
        case .builtin(let builtin): builtin.rawValue
        case .object(let id): objects[id].names.first?.name ?? objects[id].typeName ?? "a view"
        case .keyboardBeginFrame: "the keyboard's begin frame"
        }
    }
}
