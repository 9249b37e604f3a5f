import KeyboardStates
import LayoutSpec
import Z3

/// One unit of work: a spec in one environment, analysed in a Z3 context of its own. Units run
/// on any worker in any order and always make the same calls in the same order, so their
/// results do not depend on `--jobs`.
struct EnvironmentAnalysis {
    let spec: LayoutSpec
    let environment: Environment
    let limits: ResourceLimits
    let strategy: AnalysisStrategy

    struct Outcome: Sendable {
        var states: [StateResult]
        var solverCalls: Int
    }

    func run() throws -> Outcome {
        switch strategy {
        case .shared: return try runShared()
        case .naive: return try runNaive()
        }
    }

    private func runShared() throws -> Outcome {
        let context = try Context()
        let settler = ComponentSettler(context: context, limits: limits)
        let states = StateSpace.states(in: environment, guide: spec.keyboardGuide)
        let active = states.map { ActiveConstraints.constraints(of: spec, nearEdges: $0.near) }
        var findings = Array(repeating: [Finding](), count: states.count)
        var groups: [[String]: [Int]] = [:]
        var order: [[String]] = []
        for index in states.indices where states[index].isReachable {
            let ids = active[index].map(\.id)
            if groups[ids] == nil { order.append(ids) }
            groups[ids, default: []].append(index)
        }
        for ids in order {
            guard let members = groups[ids], let first = members.first else { continue }
            let analysis = try ActiveSetAnalysis(
                spec: spec, environment: environment, active: active[first], settler: settler, limits: limits)
            for (index, stateFindings) in zip(members, try analysis.findings(for: members.map { states[$0] })) {
                findings[index] = stateFindings.sorted(by: EnvironmentAnalysis.reportOrder)
            }
        }
        return Outcome(states: results(states, active, findings), solverCalls: context.checkCount)
    }

    /// Every reachable state on its own, every check with a fresh context: nothing is shared.
    private func runNaive() throws -> Outcome {
        let states = StateSpace.states(in: environment, guide: spec.keyboardGuide)
        let active = states.map { ActiveConstraints.constraints(of: spec, nearEdges: $0.near) }
        var findings = Array(repeating: [Finding](), count: states.count)
        var calls = 0
        for index in states.indices where states[index].isReachable {
            for check in ActiveSetAnalysis.Check.allCases {
                let context = try Context()
                let analysis = try ActiveSetAnalysis(
                    spec: spec, environment: environment, active: active[index],
                    settler: ComponentSettler(context: context, limits: limits), limits: limits)
                findings[index] += try analysis.findings(for: [states[index]], checks: [check])[0]
                calls += context.checkCount
            }
            findings[index].sort(by: EnvironmentAnalysis.reportOrder)
        }
        return Outcome(states: results(states, active, findings), solverCalls: calls)
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.kind, a.items.joined(separator: ","), a.message) < (b.kind, b.items.joined(separator: ","), b.message)
    }

    private func results(_ states: [KeyboardState], _ active: [[Constraint]], _ findings: [[Finding]]) -> [StateResult] {
        states.indices.map { index in
            let state = states[index]
            let method: AnalysisMethod = !state.isReachable ? .unreachable
                : findings[index].contains { $0.kind == .unknown } ? .incomplete : .exact
            return StateResult(state: state, active: active[index].map(\.id), method: method, findings: findings[index])
        }
    }
}
