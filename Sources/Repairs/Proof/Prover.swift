import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// Proves candidates with the engine, analysing only the states a candidate can change.
///
/// Why that is sound: a candidate changes a constraint's activation condition, priority or
/// constant, nothing else (views, guides and guide settings stay). The engine builds a state's
/// layout problem from the environment, the state's region and its active constraints — the
/// list `ActiveConstraints` gives for the state's near edges, with their rules and in their
/// order — and decides each state on its own region. So a state whose active list is equal,
/// rule for rule and in order, has the same result as in the spec; any other state is analysed
/// again. `ProverTests` checks that a state analysed alone gets the result it gets in a full run.
///
/// Results are kept by state and active list, so candidates that give a state the same active
/// constraints share one analysis.
final class Prover {
    let original: SpecResult
    private let environments: [Environment]
    private let options: AnalysisOptions
    /// What the spec becomes before the engine reads it (`check`'s UIKit lowering); `original`
    /// is the analysis of the lowered spec.
    private let lowering: (LayoutSpec) -> LayoutSpec
    private var cache: [String: [String: StateResult]] = [:]
    private(set) var statesAnalysed = 0

    init(original: SpecResult, environments: [Environment], options: AnalysisOptions, lowering: @escaping (LayoutSpec) -> LayoutSpec = { $0 }) {
        self.original = original
        self.environments = environments
        self.options = options
        self.lowering = lowering
    }

    /// The reachable states whose active constraints differ in the changed spec, in run order:
    /// the only ones whose results can differ.
    func changedStates(of candidate: LayoutSpec) -> [String] {
        let spec = lowering(candidate)
        return original.states.filter { state in
            state.state.isReachable
                && Self.signature(ActiveConstraints.constraints(of: spec, nearEdges: state.state.near))
                    != Self.signature(ActiveConstraints.constraints(of: original.spec, nearEdges: state.state.near))
        }.map(\.state.id)
    }

    /// The changed spec's results in the given states, each analysed by the engine unless a
    /// candidate with the same active constraints there already was; states the change does not
    /// alter keep the spec's results.
    func results(of candidate: LayoutSpec, in ids: [String]) throws -> [String: StateResult] {
        let spec = lowering(candidate)
        let wanted = Set(ids)
        var signatures: [String: String] = [:]
        var results: [String: StateResult] = [:]
        for state in original.states where wanted.contains(state.state.id) {
            let signature = Self.signature(ActiveConstraints.constraints(of: spec, nearEdges: state.state.near))
            if !state.state.isReachable || signature == Self.signature(ActiveConstraints.constraints(of: original.spec, nearEdges: state.state.near)) {
                results[state.state.id] = state
            } else if let known = cache[state.state.id]?[signature] {
                results[state.state.id] = known
            } else {
                signatures[state.state.id] = signature
            }
        }
        guard !signatures.isEmpty else { return results }
        let missing = Set(signatures.keys)
        let touched = Set(original.states.filter { missing.contains($0.state.id) }.map(\.state.environment.id))
        var subset = options
        subset.states = missing
        let analysed = try Analyzer.analyze(spec, in: environments.filter { touched.contains($0.id) }, options: subset)
        statesAnalysed += analysed.states.count
        for state in analysed.states {
            guard let signature = signatures[state.state.id] else { continue }
            cache[state.state.id, default: [:]][signature] = state
            results[state.state.id] = state
        }
        for id in missing where results[id] == nil { throw ProofError.stateNotAnalysed(id) }
        return results
    }

    /// The changed spec's results in every state of the run, in run order.
    func allResults(of spec: LayoutSpec, changed: [String]) throws -> [StateResult] {
        let results = try self.results(of: spec, in: changed)
        return original.states.map { results[$0.state.id] ?? $0 }
    }

    /// A constraint list as the engine reads it: ids and rules, in order.
    static func signature(_ constraints: [Constraint]) -> String {
        constraints.map { "\($0.id)\u{1}\($0.rule)" }.joined(separator: "\u{2}")
    }
}

enum ProofError: Error, CustomStringConvertible {
    case stateNotAnalysed(String)

    var description: String {
        switch self {
        case .stateNotAnalysed(let id): "the engine did not report state \(id)"
        }
    }
}
