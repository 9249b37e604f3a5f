import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// What a cache entry holds: everything the analysis decided about one spec in its environments —
/// per state its active constraints, method and findings with their witnesses; the dead groups;
/// the drift findings; the warnings; the statistics. The spec and the keyboard states are not stored: the spec is the
/// key, and the states are a function of the key's environments and the spec's guide settings
/// (`StateSpace`), enumerated again on a hit and matched by id.
struct CachedResult: Codable, Equatable {
    struct State: Codable, Equatable {
        var id: String
        var active: [String]
        var method: String
        var findings: [CachedFinding]
    }

    struct Dead: Codable, Equatable {
        /// `near` or `awayFrom`.
        var condition: String
        var edges: [Edge]
        var constraints: [String]
        var location: CachedLocation
        var reason: String
    }

    struct Warning: Codable, Equatable {
        var severity: String
        var code: String
        var location: CachedLocation
        var message: String
    }

    var states: [State]
    var dead: [Dead]
    var drift: [CachedFinding]
    var warnings: [Warning]
    var solverCalls: Int
    var environmentsAnalysed: Int

    init(_ result: SpecResult) {
        states = result.states.map {
            State(id: $0.state.id, active: $0.active, method: $0.method.rawValue, findings: $0.findings.map(CachedFinding.init))
        }
        dead = result.dead.map { group in
            let condition: String
            switch group.condition {
            case .near: condition = "near"
            case .awayFrom: condition = "awayFrom"
            }
            return Dead(condition: condition, edges: group.condition.edges.sorted(), constraints: group.constraints,
                        location: CachedLocation(group.location), reason: group.reason)
        }
        drift = result.drift.map(CachedFinding.init)
        warnings = result.warnings.map {
            Warning(severity: $0.severity.rawValue, code: $0.code.rawValue, location: CachedLocation($0.location), message: $0.message)
        }
        solverCalls = result.statistics.solverCalls
        environmentsAnalysed = result.statistics.environmentsAnalysed
    }

    /// The result of `spec` (lowered) in `states`, every keyboard state of the key's environments;
    /// an error when the entry does not describe exactly those states.
    func result(of spec: LayoutSpec, in keyboardStates: [KeyboardState]) throws -> SpecResult {
        guard keyboardStates.map(\.id) == states.map(\.id) else { throw CachedValue.Unreadable(text: "the states of other environments") }
        let planning = StatePlanning(spec)
        let results = try zip(keyboardStates, states).map { keyboardState, state in
            StateResult(state: planning.planned(keyboardState), active: state.active, method: try CachedValue.decoded(AnalysisMethod(rawValue: state.method), state.method),
                        findings: try state.findings.map { try $0.finding() })
        }
        let groups = try dead.map { group in
            let edges = Set(group.edges)
            let condition: TrackingCondition
            switch group.condition {
            case "near": condition = .near(edges)
            case "awayFrom": condition = .awayFrom(edges)
            default: throw CachedValue.Unreadable(text: group.condition)
            }
            return DeadGroup(condition: condition, constraints: group.constraints, location: group.location.location, reason: group.reason)
        }
        let diagnostics = try warnings.map { warning in
            Diagnostic(try CachedValue.decoded(Diagnostic.Severity(rawValue: warning.severity), warning.severity),
                       try CachedValue.decoded(Diagnostic.Code(rawValue: warning.code), warning.code),
                       at: warning.location.location, warning.message)
        }
        return SpecResult(spec: spec, states: results, dead: groups, drift: try drift.map { try $0.finding() }, warnings: diagnostics,
                          statistics: AnalysisStatistics(solverCalls: solverCalls, environmentsAnalysed: environmentsAnalysed))
    }
}
