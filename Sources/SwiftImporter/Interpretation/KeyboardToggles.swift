import LayoutSpec
import SwiftSyntax

/// A statement that activated or deactivated a constraint (`isActive =`, `NSLayoutConstraint.activate`,
/// `addConstraint`), as the run met it, with the functions running, so that the ones keyboard
/// handlers make can be told from the screen's set-up.
struct ActivationToggle: RunStatement {
    let handle: ConstraintHandle
    let isActive: Bool
    /// Whether the constraint was active just before.
    let wasActive: Bool
    let node: Syntax
    let callStack: [Syntax]
}

extension Interpreter {
    /// Activates or deactivates a constraint, remembering where.
    func setActive(_ handle: ConstraintHandle, _ isActive: Bool, at node: some SyntaxProtocol) {
        activationToggles.append(ActivationToggle(handle: handle, isActive: isActive, wasActive: book[handle].isActive,
                                                  node: Syntax(node), callStack: callStack))
        book.setActive(handle, isActive)
    }

    /// What keyboard handlers do to which constraints are active, per constraint they switch:
    /// whether the screen's own code leaves it active (its last switch outside every handler, or
    /// as it was before the first handler's), then each handler statement in run order.
    /// `recreated` maps a constraint a handler makes again to the original it stands for
    /// (`recreatedConstraints(handlers:)`): their switches are the original's.
    func keyboardActivations(handlers: [KeyboardHandlerScope], recreated: [ConstraintHandle: ConstraintHandle] = [:])
        -> [(handle: ConstraintHandle, initiallyActive: Bool, toggles: [KeyboardActivation.Toggle])] {
        let handlers = Self.switching(handlers)
        var order: [ConstraintHandle] = []
        var byHandle: [ConstraintHandle: (setUp: Bool?, first: Bool?, toggles: [KeyboardActivation.Toggle])] = [:]
        for toggle in activationToggles {
            let handle = recreated[toggle.handle] ?? toggle.handle
            var entry = byHandle[handle] ?? (nil, nil, [])
            if let scope = handlers.first(where: { toggle.isMade(by: $0.node) }) {
                guard let notifications = scope.notifications(reaching: toggle.node) else { continue }
                if entry.toggles.isEmpty { order.append(handle) }
                entry.first = entry.first ?? toggle.wasActive
                entry.toggles.append(KeyboardActivation.Toggle(
                    handler: scope.name, notifications: notifications, isActive: toggle.isActive,
                    onlyWhenLocal: scope.onlyWhenLocal, location: sources.location(of: toggle.node)))
            } else {
                entry.setUp = toggle.isActive
            }
            byHandle[handle] = entry
        }
        return order.compactMap { handle in
            guard let entry = byHandle[handle] else { return nil }
            return (handle, entry.setUp ?? entry.first ?? false, entry.toggles)
        }
    }

    /// Constraints a handler makes again, as `snp.remakeConstraints` or a fresh `constraint(equalTo:)`
    /// in both show and hide handlers do: each that equals one made before it (items, relation,
    /// constant, priority) is that one switched on again, mapped to it. Nothing else tells the
    /// layouts apart, and a hide handler that rebuilds the set-up's constraint restores it.
    func recreatedConstraints(handlers: [KeyboardHandlerScope]) -> [ConstraintHandle: ConstraintHandle] {
        let handlers = Self.switching(handlers)
        var recreated: [ConstraintHandle: ConstraintHandle] = [:]
        var seen: Set<ConstraintHandle> = []
        for toggle in activationToggles where seen.insert(toggle.handle).inserted {
            guard toggle.isActive, !toggle.wasActive, book[toggle.handle].trackedGroup == nil,
                  handlers.contains(where: { toggle.isMade(by: $0.node) }) else { continue }
            let made = book[toggle.handle]
            let original = (0..<toggle.handle.index).map(ConstraintHandle.init).first { earlier in
                let other = book[earlier]
                return recreated[earlier] == nil && other.trackedGroup == nil && other.lhs == made.lhs && other.relation == made.relation
                    && other.rhs == made.rhs && other.priority == made.priority
            }
            if let original { recreated[toggle.handle] = original }
        }
        return recreated
    }

    /// A method kbcov takes for a handler only because it reads the keyboard's frame (a
    /// `viewDidLoad` whose observer closure does) also sets the screen up: its switches are not
    /// a handler's unless a registration or the name says it handles the keyboard.
    private static func switching(_ handlers: [KeyboardHandlerScope]) -> [KeyboardHandlerScope] {
        handlers.filter { scope in
            !scope.notifications.isEmpty || KeyboardNotification.allCases.contains { scope.name.lowercased().contains($0.codeName.lowercased()) }
        }
    }
}
