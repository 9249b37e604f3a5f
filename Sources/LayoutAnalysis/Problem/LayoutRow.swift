import ExactGeometry
import LayoutSpec

/// Where a row of the layout problem comes from, for messages and unsat cores.
public enum RowSource: Hashable, Sendable {
    case constraint(id: String)
    /// `size <= intrinsic @hugging`.
    case hugging(view: String, axis: Axis)
    /// `size >= intrinsic @compressionResistance`.
    case compressionResistance(view: String, axis: Axis)

    /// The id a finding names: the constraint's id, or `view.compressionResistance.horizontal`.
    public var id: String {
        switch self {
        case .constraint(let id): id
        case .hugging(let view, let axis): "\(view).hugging.\(axis.rawValue)"
        case .compressionResistance(let view, let axis): "\(view).compressionResistance.\(axis.rawValue)"
        }
    }
}

/// One constraint of the problem in the form `form relation 0`.
public struct LayoutRow: Hashable, Sendable {
    public var source: RowSource
    public var form: LinearForm
    public var relation: Relation
    public var priority: Priority

    public init(source: RowSource, form: LinearForm, relation: Relation, priority: Priority) {
        self.source = source
        self.form = form
        self.relation = relation
        self.priority = priority
    }

    /// How far an assignment is from satisfying the row: 0 when it holds.
    public func violation(_ assignment: (Variable) -> Rational) -> Rational {
        let value = form.value(assignment)
        switch relation {
        case .equal: return value.magnitude
        case .lessThanOrEqual: return max(value, .zero)
        case .greaterThanOrEqual: return max(-value, .zero)
        }
    }
}
