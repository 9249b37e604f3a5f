import LayoutSpec

/// A constraint the code creates: an index into the book.
struct ConstraintHandle: Hashable {
    let index: Int
}

/// A constraint as the code builds it: `lhs relation rhsAnchors + constant`, items not yet named.
struct DraftConstraint {
    var lhs: DraftExpression
    var relation: Relation
    var rhsAnchors: DraftExpression
    /// What `.constant` holds; it may depend on the keyboard's frame (see `KeyboardConstantRule`).
    var constant: DraftExpression
    var priority: Priority = .required
    var identifier: String?
    /// The first name the constraint is bound to (`let awayFromTop = …`), a readable fallback id.
    var bindingName: String?
    var location: SpecLocation
    var isActive = false
    /// Activated or deactivated explicitly at least once.
    var wasToggled = false
    var trackedGroup: Int?
    /// Was tracked by a group that `removeAllTrackedConstraints()` dropped.
    var wasUntracked = false
    /// Where `.constant` was set from the keyboard's frame, when it was.
    var keyboardConstantLocation: SpecLocation?
    /// The multiplier is the aspect ratio of an image kbcov cannot see (`ImageAspect`), written there.
    var unknownRatio: UnknownAspectRatio?

    var rhs: DraftExpression { rhsAnchors + constant }
}

/// A `setConstraints(_:activeWhenNearEdge:)` / `activeWhenAwayFrom:` registration.
struct DraftGroup {
    var condition: TrackingCondition
    var members: [ConstraintHandle]
    var location: SpecLocation
    /// Dropped by a later `removeAllTrackedConstraints()`.
    var isRemoved = false
}

/// Every constraint the code creates, what happens to each, and the keyboard guide's settings.
final class ConstraintBook {
    private(set) var drafts: [DraftConstraint] = []
    private(set) var groups: [DraftGroup] = []
    var guideSettings = KeyboardGuideSettings()

    subscript(handle: ConstraintHandle) -> DraftConstraint {
        get { drafts[handle.index] }
        set { drafts[handle.index] = newValue }
    }

    func add(_ draft: DraftConstraint) -> ConstraintHandle {
        drafts.append(draft)
        return ConstraintHandle(index: drafts.count - 1)
    }

    func setActive(_ handle: ConstraintHandle, _ isActive: Bool) {
        self[handle].isActive = isActive
        self[handle].wasToggled = true
    }

    /// Registers a group; a constraint already tracked by an earlier group stays there (reported).
    func track(_ members: [ConstraintHandle], condition: TrackingCondition, at location: SpecLocation,
               diagnostics: ImportDiagnostics) {
        var kept: [ConstraintHandle] = []
        for handle in members {
            if let earlier = self[handle].trackedGroup {
                diagnostics.report(.warning(.unsupportedConstruct, at: location,
                                            "skipped: a constraint created at line \(self[handle].location.line) is already tracked by the group registered at line \(groups[earlier].location.line); kbcov keeps it there"))
            } else if !kept.contains(handle) {
                kept.append(handle)
            }
        }
        for handle in kept { self[handle].trackedGroup = groups.count }
        groups.append(DraftGroup(condition: condition, members: kept, location: location))
    }

    /// `removeAllTrackedConstraints()`: the groups so far no longer apply.
    func removeAllTrackedGroups() {
        for index in groups.indices where !groups[index].isRemoved {
            groups[index].isRemoved = true
            for handle in groups[index].members {
                self[handle].trackedGroup = nil
                self[handle].wasUntracked = true
            }
        }
    }
}
