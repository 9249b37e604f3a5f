/// An edge of the owning view, as `NSDirectionalRectEdge` names them.
/// The case order is the order state ids list near edges in.
public enum Edge: String, CaseIterable, Hashable, Sendable, Comparable, Codable {
    case top, bottom, leading, trailing

    public static func < (lhs: Edge, rhs: Edge) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The edge on the other side in a left-to-right mirror image.
    public var mirrored: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top, .bottom: self
        }
    }
}

/// When a tracked group is active: `setConstraints(_:activeWhenNearEdge:)` or `activeWhenAwayFrom:`.
/// Either way the condition must hold for *every* edge in the set.
public enum TrackingCondition: Hashable, Sendable {
    case near(Set<Edge>)
    case awayFrom(Set<Edge>)

    public var edges: Set<Edge> {
        switch self {
        case .near(let edges), .awayFrom(let edges): edges
        }
    }

    /// Whether a guide near exactly `nearEdges` activates the group.
    public func isSatisfied(byNearEdges nearEdges: Set<Edge>) -> Bool {
        switch self {
        case .near(let edges): edges.isSubset(of: nearEdges)
        case .awayFrom(let edges): edges.isDisjoint(with: nearEdges)
        }
    }
}

extension TrackingCondition: CustomStringConvertible {
    /// `near [top, leading]` or `awayFrom [leading, trailing]`, edges in state-id order.
    public var description: String {
        let list = edges.sorted().map(\.rawValue).joined(separator: ", ")
        switch self {
        case .near: return "near [\(list)]"
        case .awayFrom: return "awayFrom [\(list)]"
        }
    }
}
