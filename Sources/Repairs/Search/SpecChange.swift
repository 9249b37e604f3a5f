import LayoutSpec

extension RepairChange {
    /// The spec with the change made, or `nil` when it does not apply to this spec.
    func applied(to spec: LayoutSpec) -> LayoutSpec? {
        var changed = spec
        switch self {
        case .regroup(let group, _, _, let to):
            guard changed.tracked.indices.contains(group) else { return nil }
            changed.tracked[group].condition = to
        case .move(let id, _, let to):
            var moved: Constraint?
            if let index = changed.constraints.firstIndex(where: { $0.id == id }) {
                moved = changed.constraints.remove(at: index)
            } else {
                for group in changed.tracked.indices {
                    guard let index = changed.tracked[group].constraints.firstIndex(where: { $0.id == id }) else { continue }
                    moved = changed.tracked[group].constraints.remove(at: index)
                }
            }
            guard let moved else { return nil }
            changed.tracked.removeAll { $0.constraints.isEmpty }
            changed.tracked.append(TrackedGroup(condition: to, constraints: [moved], location: moved.location))
        case .priority(let id, _, let to):
            guard changed.update(id, { $0.priority = to }) else { return nil }
        case .constant(let id, _, let to):
            guard changed.update(id, { $0.rhs.constant = to }) else { return nil }
        }
        return changed
    }
}

extension LayoutSpec {
    /// Changes the constraint with this id wherever it is; `false` if there is none.
    mutating func update(_ id: String, _ change: (inout Constraint) -> Void) -> Bool {
        if let index = constraints.firstIndex(where: { $0.id == id }) {
            change(&constraints[index])
            return true
        }
        for group in tracked.indices {
            if let index = tracked[group].constraints.firstIndex(where: { $0.id == id }) {
                change(&tracked[group].constraints[index])
                return true
            }
        }
        return false
    }

    func constraint(_ id: String) -> Constraint? {
        allConstraints.first { $0.id == id }
    }

    /// The index of the tracked group holding the constraint, `nil` for an always-active one.
    func trackedGroup(of id: String) -> Int? {
        tracked.firstIndex { $0.constraints.contains { $0.id == id } }
    }
}
