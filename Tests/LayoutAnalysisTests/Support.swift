import KbcovTestSupport
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Testing

struct AnalysisFailure: Error, CustomStringConvertible {
    var description: String
}

/// Loads a spec from YAML text and analyses it in the named environments with the real Z3.
func analyze(_ yaml: String, in environments: [String], jobs: Int = 1) throws -> SpecResult {
    let spec = try load(yaml)
    return try Analyzer.analyze(spec, in: try resolve(environments), options: AnalysisOptions(jobs: jobs))
}

extension SpecResult {
    /// State ids with a finding of `kind` (naming `item` when given).
    func states(with kind: FindingKind, item: String? = nil) -> [String] {
        states.filter { state in
            state.findings.contains { $0.kind == kind && (item == nil || $0.items.contains(item!)) }
        }.map(\.state.id)
    }

    func findings(_ kind: FindingKind, in stateID: String) -> [Finding] {
        states.first { $0.state.id == stateID }?.findings.filter { $0.kind == kind } ?? []
    }

    var allFindings: [Finding] { states.flatMap(\.findings) }
}
