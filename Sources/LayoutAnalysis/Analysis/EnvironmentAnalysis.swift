import KeyboardStates
import LayoutSpec
import Z3

/// One unit of work: a spec in one environment, analysed in a Z3 context of its own. Units run
/// on any worker in any order and always make the same calls in the same order, so their
/// results do not depend on `--jobs`.
struct EnvironmentAnalysis {
    let spec: LayoutSpec
    let plan: EnvironmentPlan
    let settled: SettledParts
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
        let settler = ComponentSettler(context: context, limits: limits, known: settled)
        var findings = Array(repeating: [Finding](), count: plan.states.count)
        for group in plan.groups {
            let analysis = try ActiveSetAnalysis(
                spec: spec, group: group, active: plan.active[group.members[0]], settler: settler, limits: limits)
            for (index, stateFindings) in zip(group.members, try analysis.findings(for: group.members.map { plan.states[$0] })) {
                findings[index] = stateFindings.sorted(by: EnvironmentAnalysis.reportOrder)
            }
        }
        return Outcome(states: results(findings), solverCalls: context.checkCount)
    }

    /// Every reachable state on its own, every check with a fresh context: nothing is shared.
    private func runNaive() throws -> Outcome {
        var findings = Array(repeating: [Finding](), count: plan.states.count)
        var calls = 0
        for group in plan.groups {
            for index in group.members {
                for check in ActiveSetAnalysis.Check.allCases {
                    let context = try Context()
                    let analysis = try ActiveSetAnalysis(
                        spec: spec, group: group, active: plan.active[index],
                        settler: ComponentSettler(context: context, limits: limits), limits: limits)
                    findings[index] += try analysis.findings(for: [plan.states[index]], checks: [check])[0]
                    calls += context.checkCount
                }
                findings[index].sort(by: EnvironmentAnalysis.reportOrder)
            }
        }
        return Outcome(states: results(findings), solverCalls: calls)
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.kind, a.items.joined(separator: ","), a.message) < (b.kind, b.items.joined(separator: ","), b.message)
    }

    private func results(_ findings: [[Finding]]) -> [StateResult] {
        plan.states.indices.map { index in
            let state = plan.states[index]
            let method: AnalysisMethod = !state.isReachable ? .unreachable
                : findings[index].contains { $0.kind == .unknown } ? .incomplete : .exact
            return StateResult(state: state, active: plan.active[index].map(\.id), method: method, findings: findings[index])
        }
    }
}
