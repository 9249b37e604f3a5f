import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// Proves candidates with the engine, analysing only the states a candidate can change.
///
/// Why that is sound: a candidate changes a constraint's activation condition, priority or
/// constant, nothing else (views, guides and guide settings stay). The engine builds a state's
/// layout problem from the environment, the state's region and its active constraints — the
/// list `ActiveConstraints` gives for the state's near edges, with their rules and in their
/// order — and decides each state on its own region; an ambiguity also names the tracked
/// constraints inactive in the state. So a state whose `ActiveSet` is equal has the same
/// findings as in the spec; any other state is analysed again. `ProverTests` checks that a state
/// analysed alone gets the result it gets in a full run.
///
/// Results are kept by state and active set for the whole search, so candidates that give a
/// state the same active constraints share one analysis.
final class Prover {
    let original: SpecResult
    private let environments: [Environment]
    let options: AnalysisOptions
    /// The spec's path, as findings are fingerprinted in the report.
    private let path: String
    /// Every finding of the spec.
    let specFindings: Set<FindingFingerprint>
    /// What the spec becomes before the engine reads it (`check`'s UIKit lowering); `original`
    /// is the analysis of the lowered spec.
    private let lowering: (LayoutSpec) -> LayoutSpec
    /// The run's states, their ids computed once.
    private let stateIDs: [String]
    private let index: [String: Int]
    /// Every near set of a reachable state, and the spec's active set for each.
    private let activations: [Activation]
    private let originalSets: [Activation: ActiveSet]
    private var cache: [StateAnalysisKey: StateResult] = [:]
    /// States the engine analysed over the search, each (state, active set) pair once.
    private(set) var statesAnalysed = 0

    init(
        original: SpecResult, path: String, environments: [Environment], options: AnalysisOptions,
        lowering: @escaping (LayoutSpec) -> LayoutSpec = { $0 }
    ) {
        self.original = original
        self.path = path
        self.environments = environments
        self.options = options
        self.lowering = lowering
        stateIDs = original.states.map(\.state.id)
        index = Dictionary(stateIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        activations = Array(Set(original.states.filter(\.state.isReachable).map { Activation($0.state) }))
        originalSets = Dictionary(uniqueKeysWithValues: activations.map { ($0, ActiveSet(original.spec, at: $0)) })
        specFindings = Set(original.specFindings.map { FindingFingerprint(spec: path, state: nil, finding: $0) }
            + original.states.flatMap { state in state.findings.map { FindingFingerprint(spec: path, state: state.state.id, finding: $0) } })
    }

    func originalResult(_ id: String) -> StateResult? {
        index[id].map { original.states[$0] }
    }

    /// `state`: `nil` for a finding about the whole spec.
    func fingerprint(state: String?, finding: Finding) -> FindingFingerprint {
        FindingFingerprint(spec: path, state: state, finding: finding)
    }

    func fingerprints(of result: StateResult) -> [FindingFingerprint] {
        result.findings.map { fingerprint(state: result.state.id, finding: $0) }
    }

    /// A candidate as the engine reads it: the lowered spec and its active set per activation.
    struct Lowered {
        fileprivate var spec: LayoutSpec
        fileprivate var sets: [Activation: ActiveSet]
        /// The reachable states whose active set differs from the spec's, in run order: the only
        /// ones whose results can differ.
        let changedStates: [String]
    }

    func lowered(_ candidate: LayoutSpec) -> Lowered {
        let spec = lowering(candidate)
        let sets = Dictionary(uniqueKeysWithValues: activations.map { ($0, ActiveSet(spec, at: $0)) })
        let changed = Set(activations.filter { sets[$0] != originalSets[$0] })
        let changedStates = original.states.indices.filter { index in
            let state = original.states[index].state
            return state.isReachable && changed.contains(Activation(state))
        }.map { stateIDs[$0] }
        return Lowered(spec: spec, sets: sets, changedStates: changedStates)
    }

    /// The candidate's results in the given states, each analysed by the engine unless a
    /// candidate with the same active set there already was; states the change does not alter
    /// keep the spec's results. Causes are not worked out (without its environment's hidden-keyboard
    /// state the engine takes every finding for the keyboard's): no fingerprint has one, and no
    /// part of a repair reads one.
    func results(of candidate: Lowered, in ids: [String], jobs: Int = 1) throws -> [String: StateResult] {
        var missing: [String: StateAnalysisKey] = [:]
        var results: [String: StateResult] = [:]
        for id in ids {
            guard let position = index[id] else { continue }
            let state = original.states[position]
            guard state.state.isReachable, let set = candidate.sets[Activation(state.state)], set != originalSets[Activation(state.state)] else {
                results[id] = state
                continue
            }
            let key = StateAnalysisKey(state: id, active: set)
            if let known = cache[key] { results[id] = known } else { missing[id] = key }
        }
        guard !missing.isEmpty else { return results }
        let touched = Set(missing.keys.compactMap { originalResult($0)?.state.environment.id })
        var subset = options
        subset.states = Set(missing.keys)
        subset.jobs = jobs
        let analysed = try Analyzer.analyze(candidate.spec, in: environments.filter { touched.contains($0.id) }, options: subset)
        for state in analysed.states {
            guard let key = missing[state.state.id] else { continue }
            if cache.updateValue(state, forKey: key) == nil { statesAnalysed += 1 }
            results[key.state] = state
        }
        for id in missing.keys where results[id] == nil { throw ProofError.stateNotAnalysed(id) }
        return results
    }
}

/// What the engine reads of a spec for one near set: the active constraints with their rules,
/// in order, and the tracked constraints left inactive (an ambiguous finding names those that
/// mention its item). Locations are left out: they only say where a finding points.
struct ActiveSet: Hashable {
    private struct Rule: Hashable {
        var id: String
        var lhs: LinearExpression
        var relation: Relation
        var rhs: LinearExpression
        var priority: Priority
    }

    private let active: [Rule]
    private let inactiveTracked: Set<String>

    init(_ spec: LayoutSpec, at activation: Activation) {
        let constraints = ActiveConstraints.constraints(of: spec, at: activation)
        active = constraints.map { Rule(id: $0.id, lhs: $0.lhs, relation: $0.relation, rhs: $0.rhs, priority: $0.priority) }
        let ids = Set(constraints.map(\.id))
        inactiveTracked = Set(spec.tracked.flatMap(\.constraints).map(\.id).filter { !ids.contains($0) })
    }
}

private struct StateAnalysisKey: Hashable {
    var state: String
    var active: ActiveSet
}

enum ProofError: Error, CustomStringConvertible {
    case stateNotAnalysed(String)

    var description: String {
        switch self {
        case .stateNotAnalysed(let id): "the engine did not report state \(id)"
        }
    }
}
