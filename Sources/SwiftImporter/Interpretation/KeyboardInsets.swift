import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Scroll-view content insets set from the keyboard's frame (seed 004's `AdaptiveScrollView`):
/// `scrollView.contentInset.bottom = h`, `+=`/`-=` of it, `contentInset = UIEdgeInsets(top:
/// left: bottom: right:)` or `.zero`, on a scroll view of the screen or on `self` in a scroll
/// view subclass; and a copy changed and written back (`var insets = tableView.contentInset`,
/// `insets.bottom = h`, `tableView.contentInset = insets`), which sets the bottom, or adds to it
/// with `+=`/`-=`. The bottom becomes a `KeyboardInset` update, recorded as constraint constants
/// are (`KeyboardUpdate`), so handler, notifications and `isLocal` guard are told the same way.
/// Scroll-indicator insets only draw the indicators: accepted and left out.
extension Interpreter {
    static let indicatorInsets: Set<String> = ["scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets"]

    /// Whether the assignment set a scroll view's insets: read, reported, or an indicator's and
    /// left out. `false` leaves it to the other assignments.
    func assignInset(_ assignment: Assignment, in frame: Frame) -> Bool {
        var side: String?
        var property = Self.insetProperty(assignment.target)
        if property == nil, let member = assignment.target.as(MemberAccessExprSyntax.self), let base = member.base {
            (side, property) = (member.declName.baseName.text, Self.insetProperty(base))
        }
        guard let (name, owner) = property else { return false }
        guard name == "contentInset" else { return true }
        let ownerValue = owner.map { evaluate($0, in: frame) } ?? frame.selfValue
        guard case .item(let item) = ownerValue, case .object(let id) = instanceItem(item),
              uikitBase(of: id).map(Self.scrollViewClasses.contains) == true else { return false }
        // The other sides do not move the content's bottom clear of the keyboard.
        guard side == nil || side == "bottom" else { return true }
        switch insetBottom(assignment, wholeInset: side == nil, of: id, in: frame) {
        case .success((let bottom, let isRelative)):
            // Adding nothing (a copy written back with its bottom as it was) leaves the inset alone.
            guard !(isRelative && bottom == .number(.zero)) else { return true }
            setBottomInset(of: id, to: assignment.subtracts ? bottom.scaled(by: -.one) : bottom, isRelative: isRelative, at: assignment.value)
        case .failure(let problem):
            diagnostics.skipped(problem)
        }
        return true
    }

    /// `scrollView.contentInset` read as a value: the copy `assignInsetCopy` changes.
    func currentContentInset(of item: ItemRef) -> Value? {
        guard case .object(let id) = instanceItem(item), uikitBase(of: id).map(Self.scrollViewClasses.contains) == true else { return nil }
        return .edgeInsets(bottom: .number(.zero), addedTo: id)
    }

    /// Whether the assignment changed a side of a local copy of insets (`insets.bottom = h`,
    /// `+=`, `-=`): the bottom is what a handler writing the copy back sets; the other sides are
    /// left out, as the content inset's are. `false` leaves it to the other assignments.
    func assignInsetCopy(_ assignment: Assignment, in frame: Frame) -> Bool {
        guard let member = assignment.target.as(MemberAccessExprSyntax.self),
              let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .edgeInsets(let bottom, let scrollView, _)? = frame.lookup(name) else { return false }
        guard member.declName.baseName.text == "bottom" else { return true }
        let copy: Value
        switch evaluate(assignment.value, in: frame) {
        case .number(let value) where assignment.isCompound:
            copy = .edgeInsets(bottom: bottom + (assignment.subtracts ? -value : value), addedTo: scrollView)
        case .number(let value):
            copy = .edgeInsets(bottom: value)
        case .unreadable(let problem):
            copy = .unreadable(problem)
        default:
            copy = unreadable(assignment.value, "the inset '\(assignment.value.trimmedDescription)', which is not a number kbcov can read")
        }
        _ = frame.assign(name, copy)
        return true
    }

    /// `(property, owner)` of `contentInset` / `self.contentInset` / `x.contentInset` (and the
    /// indicator insets); owner `nil` for `self`.
    private static func insetProperty(_ expression: ExprSyntax) -> (name: String, owner: ExprSyntax?)? {
        let names = indicatorInsets.union(["contentInset"])
        if let reference = expression.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
            return (reference.baseName.text, nil)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text),
              let base = member.base else { return nil }
        let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        return (member.declName.baseName.text, isSelf ? nil : base)
    }

    /// The bottom the statement sets, or adds (`isRelative`) to scroll view `id`'s.
    private func insetBottom(
        _ assignment: Assignment, wholeInset: Bool, of id: ObjectID, in frame: Frame
    ) -> Result<(bottom: DraftExpression, isRelative: Bool), Unsupported> {
        if wholeInset, assignment.isCompound {
            return .failure(unsupported(assignment.node, "'\(assignment.node.trimmedDescription)', an update of the content inset kbcov does not read"))
        }
        switch (evaluate(assignment.value, in: frame), wholeInset) {
        case (.edgeInsets(let bottom, nil, _), true), (.number(let bottom), false): return .success((bottom, assignment.isCompound))
        case (.edgeInsets(let bottom, id?, _), true): return .success((bottom, true))
        case (.edgeInsets(_, _?, _), true):
            return .failure(unsupported(assignment.value, "the content inset '\(assignment.value.trimmedDescription)', copied from another scroll view's"))
        case (.implicitMember("zero"), true): return .success((.number(.zero), false))
        case (.unreadable(let problem), _): return .failure(problem)
        default:
            let expected = wholeInset ? "UIEdgeInsets(top:left:bottom:right:) or .zero" : "a number"
            return .failure(unsupported(assignment.value, "the content inset '\(assignment.value.trimmedDescription)'; expected \(expected) kbcov can read"))
        }
    }

    private func setBottomInset(of id: ObjectID, to bottom: DraftExpression, isRelative: Bool, at expression: ExprSyntax) {
        guard bottom.terms.contains(where: \.item.isKeyboardGeometry) || bottom.terms.allSatisfy(\.item.isHandlerGeometry) else {
            diagnostics.skipped(unsupported(expression, "the content inset '\(expression.trimmedDescription)', computed at run time from the view's geometry without the keyboard's frame"))
            return
        }
        let earlier = keyboardUpdates.last { $0.target == .bottomInset(id) }
        let previous = earlier.map { $0.value.isConstant && !$0.isRelative ? $0.value.constant : nil } ?? .zero
        keyboardUpdates.append(KeyboardUpdate(target: .bottomInset(id), node: Syntax(expression), callStack: callStack,
                                              isRelative: isRelative, value: bottom, previous: previous))
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`, or `UIEdgeInsetsMake(top, left, bottom, right)` of
    /// Swift before 4.2: its bottom, the side a content inset's keyboard handling sets, and the
    /// other sides that are numbers.
    func edgeInsetsValue(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        let labels = call.arguments.map { $0.label?.text }
        guard labels == ["top", "left", "bottom", "right"] || labels == [nil, nil, nil, nil] else {
            return unreadable(call, "'\(call.trimmedDescription)'; kbcov reads UIEdgeInsets(top:left:bottom:right:)")
        }
        let arguments = Array(call.arguments)
        var sides: [String: DraftExpression] = [:]
        for (side, argument) in zip(["top", "left", "right"], [arguments[0], arguments[1], arguments[3]]) {
            if case .number(let value) = evaluate(argument.expression, in: frame) { sides[side] = value }
        }
        switch evaluate(arguments[2].expression, in: frame) {
        case .number(let value): return .edgeInsets(bottom: value, sides: sides)
        case .unreadable(let problem): return .unreadable(problem)
        default: return unreadable(arguments[2].expression, "the inset '\(arguments[2].expression.trimmedDescription)', which is not a number kbcov can read")
        }
    }
}
