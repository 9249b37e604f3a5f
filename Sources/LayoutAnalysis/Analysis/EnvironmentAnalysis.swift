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

    func run() throws -> [StateResult] {
        let context = try Context()
        var analyses: [[String]: ActiveSetAnalysis] = [:]
        return try StateSpace.states(in: environment, guide: spec.keyboardGuide).map { state in
            let active = ActiveConstraints.constraints(of: spec, nearEdges: state.near)
            let ids = active.map(\.id)
            guard state.isReachable else {
                return StateResult(state: state, active: ids, method: .unreachable, findings: [])
            }
            let analysis = try analyses[ids] ?? ActiveSetAnalysis(
                spec: spec, environment: environment, active: active, context: context, limits: limits)
            analyses[ids] = analysis
            var findings: [Finding] = []
            for piece in state.region.pieces {
                let known = Set(findings.map { FindingKey(kind: $0.kind, items: $0.items) })
                findings += try analysis.findings(
                    in: piece, parameterNames: state.region.parameters.map(\.name), skipping: known)
            }
            findings.sort { ($0.kind, $0.items.joined(separator: ",")) < ($1.kind, $1.items.joined(separator: ",")) }
            let method: AnalysisMethod = findings.contains { $0.kind == .unknown } ? .incomplete : .exact
            return StateResult(state: state, active: ids, method: method, findings: findings)
        }
    }
}
