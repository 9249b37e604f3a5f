import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Scroll-view content insets set from the keyboard's frame (seed 004's `AdaptiveScrollView`):
/// `scrollView.contentInset.bottom = h`, `+=`/`-=` of it, `contentInset = UIEdgeInsets(top:
/// left: bottom: right:)` or `.zero`, on a scroll view of the screen or on `self` in a scroll
/// view subclass. The bottom becomes a `KeyboardInset` update, recorded as constraint constants
/// are (`KeyboardUpdate`), so handler, notifications and `isLocal` guard are told the same way.
/// Scroll-indicator insets only draw the indicators: accepted and left out.
extension Interpreter {
    static let indicatorInsets: Set<String> = ["scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets"]

    /// `contentInset`, `self.contentInset` or `scrollView.contentInset`.
    static func namesContentInset(_ expression: ExprSyntax) -> Bool {
        insetProperty(expression).map { $0.name == "contentInset" } ?? false
    }

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
        switch insetBottom(assignment, wholeInset: side == nil, in: frame) {
        case .success(let bottom):
            setBottomInset(of: id, to: assignment.subtracts ? bottom.scaled(by: -.one) : bottom, isRelative: assignment.isCompound, at: assignment.value)
        case .failure(let problem):
            diagnostics.skipped(problem)
        }
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

    /// The bottom the statement sets or adds.
    private func insetBottom(_ assignment: Assignment, wholeInset: Bool, in frame: Frame) -> Result<DraftExpression, Unsupported> {
        if wholeInset, assignment.isCompound {
            return .failure(unsupported(assignment.node, "'\(assignment.node.trimmedDescription)', an update of the content inset kbcov does not read"))
        }
        switch (evaluate(assignment.value, in: frame), wholeInset) {
        case (.edgeInsets(let bottom), true), (.number(let bottom), false): return .success(bottom)
        case (.implicitMember("zero"), true): return .success(.number(.zero))
        case (.unreadable(let problem), _): return .failure(problem)
        default:
            let expected = wholeInset ? "UIEdgeInsets(top:left:bottom:right:) or .zero" : "a number"
            return .failure(unsupported(assignment.value, "the content inset '\(assignment.value.trimmedDescription)'; expected \(expected) kbcov can read"))
        }
    }

    private func setBottomInset(of id: ObjectID, to bottom: DraftExpression, isRelative: Bool, at expression: ExprSyntax) {
        guard bottom.isConstant || bottom.terms.contains(where: { $0.item.isKeyboardGeometry }) else {
            diagnostics.skipped(unsupported(expression, "the content inset '\(expression.trimmedDescription)', computed at run time from the view's geometry without the keyboard's frame"))
            return
        }
        let earlier = keyboardUpdates.last { $0.target == .bottomInset(id) }
        let previous = earlier.map { $0.value.isConstant && !$0.isRelative ? $0.value.constant : nil } ?? .zero
        keyboardUpdates.append(KeyboardUpdate(target: .bottomInset(id), node: Syntax(expression), callStack: callStack,
                                              isRelative: isRelative, value: bottom, previous: previous))
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`, or `UIEdgeInsetsMake(top, left, bottom, right)` of
    /// Swift before 4.2: its bottom, the side a content inset's keyboard handling sets.
    func edgeInsetsValue(_ call: FunctionCallExprSyntax, in frame: Frame) -> Value {
        let labels = call.arguments.map { $0.label?.text }
        guard labels == ["top", "left", "bottom", "right"] || labels == [nil, nil, nil, nil] else {
            return unreadable(call, "'\(call.trimmedDescription)'; kbcov reads UIEdgeInsets(top:left:bottom:right:)")
        }
        let bottom = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: 2)]
        switch evaluate(bottom.expression, in: frame) {
        case .number(let value): return .edgeInsets(bottom: value)
        case .unreadable(let problem): return .unreadable(problem)
        default: return unreadable(bottom.expression, "the inset '\(bottom.expression.trimmedDescription)', which is not a number kbcov can read")
        }
    }
}
