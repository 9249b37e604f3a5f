import ExactGeometry
import LayoutSpec

/// One change to a spec that the search tries: the kinds of repair a UIKit developer can make
/// with one edit of their layout code.
public enum RepairChange: Hashable, Sendable {
    /// `setConstraints(_:activeWhenNearEdge:)` / `activeWhenAwayFrom:` with another edge set for
    /// a whole tracked group (its index in the spec).
    case regroup(group: Int, constraints: [String], from: TrackingCondition, to: TrackingCondition)
    /// One constraint registered on its own under a condition: out of its tracked group, or out
    /// of the always-active constraints (`from` is `nil`).
    case move(constraint: String, from: TrackingCondition?, to: TrackingCondition)
    /// A required constraint made optional, so Auto Layout may break it instead.
    case priority(constraint: String, from: Priority, to: Priority)
    /// The constant of the constraint's right side changed.
    case constant(constraint: String, from: Rational, to: Rational)

    /// Edits a developer makes: a condition or a priority or a constant is one, a move is two
    /// (out of one registration, into another).
    public var size: Int {
        switch self {
        case .regroup, .priority, .constant: 1
        case .move: 2
        }
    }

    /// One line a person reads: what to change, in UIKit's terms.
    public var summary: String {
        switch self {
        case .regroup(_, let constraints, let from, let to):
            "register [\(constraints.joined(separator: ", "))] \(Self.registration(to)) instead of \(Self.registration(from))"
        case .move(let id, let from, let to):
            "register \(id) on its own \(Self.registration(to)) instead of "
                + (from.map { "with its group \(Self.registration($0))" } ?? "always active")
        case .priority(let id, let from, let to):
            "lower \(id)'s priority from \(from) to \(to)"
        case .constant(let id, let from, let to):
            "change \(id)'s constant from \(from.decimalString(maximumFractionDigits: 6)) to \(to.decimalString(maximumFractionDigits: 6))"
        }
    }

    /// The UIKit call: `activeWhenNearEdge: [.bottom, .trailing]`.
    public static func registration(_ condition: TrackingCondition) -> String {
        let edges = condition.edges.sorted().map { ".\($0.rawValue)" }
        let set = edges.count == 1 ? edges[0] : "[\(edges.joined(separator: ", "))]"
        switch condition {
        case .near: return "activeWhenNearEdge: \(set)"
        case .awayFrom: return "activeWhenAwayFrom: \(set)"
        }
    }
}
