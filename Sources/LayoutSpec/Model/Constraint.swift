import ExactGeometry

public enum Relation: String, CaseIterable, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A layout priority, 1…1000; 1000 is required.
public struct Priority: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: Int

    public static let range = 1...1000
    public static let required = Priority(unchecked: 1000)
    public static let high = Priority(unchecked: 750)
    public static let low = Priority(unchecked: 250)
    public static let fittingSize = Priority(unchecked: 50)
    /// The highest optional priority: it holds wherever the required constraints let it.
    public static let highestOptional = Priority(unchecked: 999)

    /// The names a rule may use after `@`.
    public static let named: [String: Priority] = [
        "required": .required, "high": .high, "low": .low, "fittingSize": .fittingSize,
    ]

    /// `nil` outside 1…1000.
    public init?(_ value: Int) {
        guard Priority.range.contains(value) else { return nil }
        self.value = value
    }

    private init(unchecked value: Int) { self.value = value }

    public var isRequired: Bool { value == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { String(value) }
}

/// One Auto Layout constraint: `lhs relation rhs @priority`.
public struct Constraint: Hashable, Sendable {
    /// The user's identifier, or a stable one generated from the constraint's position.
    public var id: String
    public var isGeneratedID: Bool
    public var lhs: LinearExpression
    public var relation: Relation
    public var rhs: LinearExpression
    public var priority: Priority
    /// Where the rule is written.
    public var location: SourceLocation
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` (spec format 1.4, `scaledBy:`): the rule's
    /// constants are its values at Large, which grow and shrink with the text size in the style's
    /// proportion (`DynamicTypeTable.scale`); `nil`, fixed points.
    public var scaledBy: TextStyle?

    public init(
        id: String, isGeneratedID: Bool = false, lhs: LinearExpression, relation: Relation,
        rhs: LinearExpression, priority: Priority = .required, location: SourceLocation, scaledBy: TextStyle? = nil
    ) {
        self.id = id
        self.isGeneratedID = isGeneratedID
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.location = location
        self.scaledBy = scaledBy
    }

    /// The rule at `category`: its constants scaled when it has `scaledBy`, as it is otherwise.
    public func atTextSize(_ category: ContentSizeCategory) -> Constraint {
        guard let scaledBy else { return self }
        let factor = DynamicTypeTable.scale(of: scaledBy, at: category)
        var sized = self
        sized.lhs.constant *= factor
        sized.rhs.constant *= factor
        return sized
    }

    /// Every anchor the constraint mentions, left side first.
    public var anchors: [AnchorReference] { (lhs.terms + rhs.terms).map(\.anchor) }

    /// The rule in the spec's syntax, e.g. `toolbar.bottom == keyboard.top @750`.
    public var rule: String {
        let base = "\(lhs) \(relation.rawValue) \(rhs)"
        return priority.isRequired ? base : "\(base) @\(priority)"
    }
}

/// A group registered with `setConstraints(_:activeWhenNearEdge:)` / `activeWhenAwayFrom:`.
public struct TrackedGroup: Hashable, Sendable {
    public var condition: TrackingCondition
    public var constraints: [Constraint]
    public var location: SourceLocation

    public init(condition: TrackingCondition, constraints: [Constraint], location: SourceLocation) {
        self.condition = condition
        self.constraints = constraints
        self.location = location
    }
}
