import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// One spec's part of the report.
public struct SpecReport: Hashable, Sendable {
    public var path: String
    public var name: String
    public var summary: ReportSummary
    public var dead: [DeadReport]
    /// Constants keyboard notification handlers let drift, each with its sequence in its message.
    public var drift: [Finding]
    /// The spec's own warnings and the analysis's.
    public var warnings: [Diagnostic]
    public private(set) var states: [StateReport]
    /// The states' findings grouped as every report shows them, made once (FindingGroup).
    private(set) var findingGroups: [FindingGroup]

    public init(path: String, name: String, dead: [DeadReport], drift: [Finding] = [], warnings: [Diagnostic], states: [StateReport]) {
        self.path = path
        self.name = name
        self.summary = ReportSummary(states: states, specFindings: dead.map(\.finding) + drift)
        self.dead = dead
        self.drift = drift
        self.warnings = warnings
        self.states = states
        findingGroups = FindingGroup.groups(in: states)
    }

    init(_ result: SpecResult) {
        self.init(
            path: result.spec.path, name: result.spec.name, dead: result.dead.map(DeadReport.init), drift: result.drift,
            warnings: result.warnings, states: Self.states(of: result))
    }

    public func count(of kind: FindingKind) -> Int { summary.count(of: kind) }

    /// The findings about the spec as a whole, not one of its states (FindingScope.spec).
    public var specFindings: [Finding] { dead.map(\.finding) + drift }

    /// Each environment is made into its report once, for all of its states.
    private static func states(of result: SpecResult) -> [StateReport] {
        var environments: [Environment: EnvironmentReport] = [:]
        return result.states.map { state in
            let environment = environments[state.state.environment] ?? EnvironmentReport(state.state.environment)
            environments[state.state.environment] = environment
            return StateReport(state, environment: environment)
        }
    }
}

/// A tracked group no legal keyboard state activates.
public struct DeadReport: Hashable, Sendable {
    /// `near [top]`, `awayFrom [leading, trailing]`.
    public var condition: String
    public var constraints: [String]
    public var location: SourceLocation
    public var reason: String

    init(_ group: DeadGroup) {
        self.init(condition: group.condition.description, constraints: group.constraints, location: group.location, reason: group.reason)
    }

    public init(condition: String, constraints: [String], location: SourceLocation, reason: String) {
        self.condition = condition
        self.constraints = constraints
        self.location = location
        self.reason = reason
    }

    /// The group as every format lists it (its JSON keeps the condition apart).
    public var finding: Finding {
        .deadGroup(condition: condition, constraints: constraints, location: location, reason: reason)
    }
}

extension SpecReport: Codable {
    private enum CodingKeys: String, CodingKey { case path, name, summary, dead, drift, warnings, states }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decode(ReportSummary.self, forKey: .summary)
        dead = try container.decode([DeadReport].self, forKey: .dead)
        drift = try container.decodeIfPresent([CodableFinding].self, forKey: .drift)?.map(\.finding) ?? []
        warnings = try container.decode([CodableWarning].self, forKey: .warnings).map(\.diagnostic)
        states = try container.decode([StateReport].self, forKey: .states)
        findingGroups = FindingGroup.groups(in: states)
        guard summary == ReportSummary(states: states, specFindings: dead.map(\.finding) + drift) else {
            throw DecodingError.dataCorruptedError(
                forKey: .summary, in: container, debugDescription: "Expected the summary of the spec's states and dead groups (was the report edited?)")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(name, forKey: .name)
        try container.encode(summary, forKey: .summary)
        try container.encode(dead, forKey: .dead)
        // Added compatibly: only when a constant drifts, so other reports keep their bytes.
        if !drift.isEmpty { try container.encode(drift.map(CodableFinding.init), forKey: .drift) }
        try container.encode(warnings.map(CodableWarning.init), forKey: .warnings)
        try container.encode(states, forKey: .states)
    }
}

extension DeadReport: Codable {
    private enum CodingKeys: String, CodingKey { case condition, constraints, location, message }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        condition = try container.decode(String.self, forKey: .condition)
        constraints = try container.decode([String].self, forKey: .constraints)
        location = try container.decode(CodableLocation.self, forKey: .location).location
        reason = try container.decode(String.self, forKey: .message)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(condition, forKey: .condition)
        try container.encode(constraints, forKey: .constraints)
        try container.encode(CodableLocation(location), forKey: .location)
        try container.encode(reason, forKey: .message)
    }
}
