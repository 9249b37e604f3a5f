import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Assignments: to names (`let`/`var`s and properties), and to the properties that matter for the
/// layout — a constraint's `identifier`, `priority`, `isActive` and `constant`, and the keyboard
/// guide's `followsUndockedKeyboard`, `usesBottomSafeArea` and `keyboardDismissPadding`.
extension Interpreter {
    static let guideSettings: Set<String> = ["followsUndockedKeyboard", "usesBottomSafeArea", "keyboardDismissPadding"]

    func assign(_ assignment: Assignment, in frame: Frame) {
        if frame.selfValue.isSelf, Self.namesRootView(assignment.target), !assignment.isCompound {
            createsRootView = true
            let value = evaluate(assignment.value, in: frame)
            createsRootView = false
            if case .item(.object(let id)) = value, objects.rootViewObject == nil { objects.rootViewObject = id }
            return
        }
        if assignInset(assignment, in: frame) || assignInsetCopy(assignment, in: frame) || assignViewOrigin(assignment, in: frame) { return }
        if assignUIKitSettingOfSelf(assignment, in: frame) { return }
        if let property = assignment.target.as(MemberAccessExprSyntax.self), let base = property.base,
           !Self.namesSelfProperty(property) {
            assignMember(property.declName.baseName.text, of: base, assignment, in: frame)
            return
        }
        var value = evaluate(assignment.value, in: frame)
        if assignment.isCompound {
            guard case .list(let added) = value, case .list(let current)? = currentValue(of: assignment.target, in: frame) else {
                skip(assignment.node, in: frame, "'\(assignment.node.trimmedDescription)', an update kbcov does not read")
                return
            }
            value = .list(current + added)
        }
        if !rebind(assignment.target, to: value, in: frame) {
            skip(assignment.node, in: frame, "an assignment to '\(assignment.target.trimmedDescription)', which kbcov does not follow")
        }
    }

    /// `isHidden = true`, `self.configuration = .filled()` in a view's own code: a setting UIKit
    /// declares, where the view's type and the method's locals declare no name of it.
    private func assignUIKitSettingOfSelf(_ assignment: Assignment, in frame: Frame) -> Bool {
        let name: String
        if let reference = assignment.target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = assignment.target.as(MemberAccessExprSyntax.self), Self.namesSelfProperty(member) {
            name = member.declName.baseName.text
        } else {
            return false
        }
        guard case .item(.object(let id)) = frame.selfValue, frame.lookup(name) == nil,
              !index.lineage(of: objects[id].typeName ?? "").contains(where: { index.property(named: name, inType: $0) != nil }) else { return false }
        return assignViewSetting(name, of: frame.selfValue, assignment, in: frame) || assignTextSetting(name, of: frame.selfValue, assignment, in: frame)
    }

    /// `view` or `self.view` of a view controller.
    static func namesRootView(_ target: ExprSyntax) -> Bool {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "view" }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "view" && namesSelfProperty(member)
    }

    private static func namesSelfProperty(_ member: MemberAccessExprSyntax) -> Bool {
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private func currentValue(of target: ExprSyntax, in frame: Frame) -> Value? {
        if target.is(DeclReferenceExprSyntax.self) || target.is(MemberAccessExprSyntax.self) { return evaluate(target, in: frame) }
        return nil
    }

    private func assignMember(_ written: String, of baseSyntax: ExprSyntax, _ assignment: Assignment, in frame: Frame) {
        // `active` is the pre-Swift-3 spelling of `isActive`.
        let property = written == "active" ? "isActive" : written
        let base = evaluate(baseSyntax, in: frame)
        // `constraint?.isActive = false` of a nil constraint sets nothing.
        if case .nothing = base { return }
        if case .item(.builtin(.keyboard)) = base, Self.guideSettings.contains(property) {
            setGuide(property, assignment, in: frame)
            return
        }
        let textBase = Self.titleOwner(baseSyntax).map { evaluate($0, in: frame) } ?? base
        if assignViewSetting(property, of: base, assignment, in: frame) || assignTextSetting(property, of: textBase, assignment, in: frame) { return }
        guard ["identifier", "priority", "isActive", "constant"].contains(property) else { return }
        if case .constraint(let handle) = base, property == "constant", assignment.isCompound {
            changeConstant(of: handle, by: assignment, in: frame)
            return
        }
        guard case .constraint(let handle) = base, !assignment.isCompound else {
            if case .unreadable(let problem) = base {
                diagnostics.skipped(problem)
            } else if base.isLayoutValue || property != "identifier" {
                diagnostics.skipped(unsupported(assignment.node, "'\(assignment.node.trimmedDescription)': '\(baseSyntax.trimmedDescription)' is not a constraint kbcov could read (made elsewhere, in Interface Builder, or by code it skipped)"))
            }
            return
        }
        switch property {
        case "identifier":
            guard case .string(let text) = evaluate(assignment.value, in: frame) else {
                diagnostics.skipped(unsupported(assignment.value, "the identifier '\(assignment.value.trimmedDescription)'; kbcov reads string literals"))
                return
            }
            book[handle].identifier = text
        case "priority":
            switch priority(assignment.value, in: frame) {
            case .success(let priority): book[handle].priority = priority
            case .failure(let problem): diagnostics.skipped(problem)
            }
        case "isActive":
            guard case .bool(let isActive) = evaluate(assignment.value, in: frame) else {
                diagnostics.skipped(unsupported(assignment.value, "activation by '\(assignment.value.trimmedDescription)', decided at run time; kbcov reads true and false"))
                return
            }
            setActive(handle, isActive, at: assignment.node)
        default:
            setConstant(of: handle, assignment.value, in: frame)
        }
    }

    private func setGuide(_ setting: String, _ assignment: Assignment, in frame: Frame) {
        let value = evaluate(assignment.value, in: frame)
        switch (setting, value) {
        case ("followsUndockedKeyboard", .bool(let flag)):
            book.guideSettings.followsUndockedKeyboard = flag
        case ("usesBottomSafeArea", .bool(let flag)):
            book.guideSettings.usesBottomSafeArea = flag
        case ("keyboardDismissPadding", .number(let padding)) where padding.isConstant && !padding.constant.isNegative:
            book.guideSettings.keyboardDismissPadding = padding.constant
        default:
            diagnostics.skipped(unsupported(assignment.value, "'\(assignment.value.trimmedDescription)' for \(setting); kbcov reads \(setting == "keyboardDismissPadding" ? "a number of points, 0 or more" : "true or false")"))
            return
        }
        book.guideSettings.explicitSettings[setting] = sources.location(of: assignment.node)
    }
}
