import LayoutSpec

/// Which constraints are active for a guide near a given set of edges.
public enum ActiveConstraints {
    /// Always-on constraints plus the tracked groups whose condition holds for every edge.
    /// Tracked groups never apply while the guide does not follow the undocked keyboard.
    public static func constraints(of spec: LayoutSpec, nearEdges: Set<Edge>) -> [Constraint] {
        guard spec.keyboardGuide.followsUndockedKeyboard else { return spec.constraints }
        return spec.constraints + spec.tracked
            .filter { $0.condition.isSatisfied(byNearEdges: nearEdges) }
            .flatMap(\.constraints)
    }

    /// The near sets Apple's table allows for some keyboard: no edge, one edge, or two adjacent
    /// edges (one of top/bottom with one of leading/trailing).
    public static let legalNearSets: [Set<Edge>] = {
        let single: [Set<Edge>] = Edge.allCases.map { [$0] }
        let adjacent: [Set<Edge>] = [Edge.top, .bottom].flatMap { vertical in
            [Edge.leading, .trailing].map { [vertical, $0] }
        }
        return [[]] + single + adjacent
    }()

    /// Tracked groups that no legal near set activates: their constraints can never take part.
    public static func deadGroups(of spec: LayoutSpec) -> [DeadGroup] {
        spec.tracked.compactMap { group in
            guard !legalNearSets.contains(where: group.condition.isSatisfied(byNearEdges:)) else { return nil }
            return DeadGroup(
                condition: group.condition, constraints: group.constraints.map(\.id), location: group.location,
                reason: "no keyboard is ever \(group.condition): the guide is near at most two adjacent edges, "
                    + "never both top and bottom nor both leading and trailing")
        }
    }

    /// Warnings that depend on the analysis rather than on the spec's syntax.
    public static func warnings(of spec: LayoutSpec) -> [Diagnostic] {
        deadGroups(of: spec).map {
            .warning(.trackingNeverApplies, at: $0.location, "tracked group \($0.condition) is dead: \($0.reason)")
        }
    }
}
