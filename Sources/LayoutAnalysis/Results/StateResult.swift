import LayoutSpec
import KeyboardStates

/// How a state's verdict was reached.
public enum AnalysisMethod: String, CaseIterable, Hashable, Sendable {
    /// Decided over the whole region: quantifier elimination for conflicts, optimality conditions
    /// for the resolved layout.
    case exact
    /// Exact, except that a problem some but not all resolved layouts showed at its witness
    /// position was taken as part of the item's ambiguity there, without searching the rest of
    /// the region for a position where every resolved layout shows it (freedom that depends on
    /// the keyboard's position, or goes one way only).
    case foldedAtWitness = "exact-folded-at-witness"
    /// The solver gave up on at least one question; see the `unknown` findings.
    case incomplete
    /// Not analysed: the region is empty.
    case unreachable
}

public struct StateResult: Hashable, Sendable {
    public var state: KeyboardState
    /// Ids of the constraints active in the state, in spec order.
    public var active: [String]
    public var method: AnalysisMethod
    public var findings: [Finding]

    public init(state: KeyboardState, active: [String], method: AnalysisMethod, findings: [Finding]) {
        self.state = state
        self.active = active
        self.method = method
        self.findings = findings
    }

    public var isClean: Bool { state.isReachable && findings.isEmpty }
}

/// A tracked group no legal keyboard state activates.
public struct DeadGroup: Hashable, Sendable {
    public var condition: TrackingCondition
    public var constraints: [String]
    public var location: SourceLocation
    public var reason: String

    public init(condition: TrackingCondition, constraints: [String], location: SourceLocation, reason: String) {
        self.condition = condition
        self.constraints = constraints
        self.location = location
        self.reason = reason
    }

    /// The group as every report lists it: a finding about the spec as a whole.
    public var finding: Finding {
        .deadGroup(condition: condition.description, constraints: constraints, location: location, reason: reason)
    }
}

extension Finding {
    /// A tracked group no legal keyboard state activates, `condition` as `near [top, bottom]`.
    public static func deadGroup(condition: String, constraints: [String], location: SourceLocation, reason: String) -> Finding {
        Finding(kind: .dead, items: [], constraints: constraints, message: "tracked group \(condition): \(reason)", location: location, witness: nil)
    }
}

/// What an analysis cost, for the benchmark; reporters ignore it.
public struct AnalysisStatistics: Hashable, Sendable {
    /// Satisfiability and optimization checks, over every worker.
    public var solverCalls: Int
    /// Environments the spec was analysed in themselves, not taken from one with the same content
    /// (its older-systems variant, if any, not counted).
    public var environmentsAnalysed: Int

    public init(solverCalls: Int = 0, environmentsAnalysed: Int = 0) {
        self.solverCalls = solverCalls
        self.environmentsAnalysed = environmentsAnalysed
    }
}

public struct SpecResult: Hashable, Sendable {
    public var spec: LayoutSpec
    public var states: [StateResult]
    public var dead: [DeadGroup]
    /// Constants keyboard notification handlers let drift (`DriftSearch`).
    public var drift: [Finding]
    /// The spec's own warnings and the analysis's (tracking that never applies, old targets).
    public var warnings: [Diagnostic]
    public var statistics: AnalysisStatistics

    public init(spec: LayoutSpec, states: [StateResult], dead: [DeadGroup], drift: [Finding] = [], warnings: [Diagnostic],
                statistics: AnalysisStatistics = .init()) {
        self.spec = spec
        self.states = states
        self.dead = dead
        self.drift = drift
        self.warnings = warnings
        self.statistics = statistics
    }

    /// The findings about the spec as a whole, not one of its states (FindingScope.spec).
    public var specFindings: [Finding] { dead.map(\.finding) + drift }

    public func count(of kind: FindingKind) -> Int {
        (specFindings + states.flatMap(\.findings)).filter { $0.kind == kind }.count
    }
}

/// Everything one run found, in a fixed order.
public struct CoverageRun: Hashable, Sendable {
    public var specs: [SpecResult]
    /// Inputs given but not analysed (no screen, nothing to analyse): never clean.
    public var skipped: [SkippedInput]

    public init(specs: [SpecResult], skipped: [SkippedInput] = []) {
        self.specs = specs
        self.skipped = skipped
    }

    public var findingCount: Int {
        specs.reduce(0) { total, spec in total + spec.specFindings.count + spec.states.reduce(0) { $0 + $1.findings.count } }
    }
}
