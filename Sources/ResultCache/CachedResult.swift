import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import OrderedCollections

/// What a cache entry holds: everything the analysis decided about one spec in its environments —
/// per state its active constraints, method and findings with their witnesses; the dead groups;
/// the drift findings; the warnings; the statistics. The spec and the keyboard states are not
/// stored: the spec is the key, and the states are a function of the key's environments and the
/// spec's guide settings (`StateSpace`), enumerated again on a hit and matched by the digest of
/// their ids. Most states of a screen share their active constraints and many share findings, so
/// each distinct set and finding is stored once and a state names them by index: a generated
/// app's entries shrink to a fifth, and a warm run reads a fifth of the JSON.
struct CachedResult: Codable, Equatable {
    struct State: Codable, Equatable {
        /// Indices into `activeSets` and `findings`.
        var active: Int
        var method: String
        var findings: [Int]
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

    /// The digest of the states' ids, in order.
    var stateIDs: String
    var activeSets: [[String]]
    var findings: [CachedFinding]
    var states: [State]
    var dead: [Dead]
    var drift: [CachedFinding]
    var warnings: [Warning]
    var solverCalls: Int
    var environmentsAnalysed: Int

    init(_ result: SpecResult) {
        stateIDs = Self.digest(of: result.states.map(\.state))
        var activeSets = OrderedSet<[String]>(), findings = OrderedSet<CachedFinding>()
        states = result.states.map {
            State(active: activeSets.append($0.active).index, method: $0.method.rawValue,
                  findings: $0.findings.map { findings.append(CachedFinding($0)).index })
        }
        self.activeSets = activeSets.elements
        self.findings = findings.elements
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
        guard keyboardStates.count == states.count, Self.digest(of: keyboardStates) == stateIDs else {
            throw CachedValue.Unreadable(text: "the states of other environments")
        }
        let planning = StatePlanning(spec)
        let distinct = try findings.map { try $0.finding() }
        let results = try zip(keyboardStates, states).map { keyboardState, state in
            StateResult(state: planning.planned(keyboardState), active: try CachedValue.element(state.active, of: activeSets),
                        method: try CachedValue.decoded(AnalysisMethod(rawValue: state.method), state.method),
                        findings: try state.findings.map { try CachedValue.element($0, of: distinct) })
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

    private static func digest(of states: [KeyboardState]) -> String {
        Digest128.hex(states.map(\.id).joined(separator: "\n"))
    }
}
