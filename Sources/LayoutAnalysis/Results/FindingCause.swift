import KeyboardStates

/// Whether the keyboard causes a finding (Documentation/Design.md §4, "Keyboard and layout
/// findings"): one that also holds with the keyboard hidden in the same environment is the
/// layout's, reported once per environment; one that shows only with the keyboard is the
/// keyboard's, the headline of every report.
public enum FindingCause: String, CaseIterable, Hashable, Sendable {
    case keyboard
    case layout
}

extension FindingCause {
    /// The states' findings with their causes set: a finding of an environment's hidden-keyboard
    /// state is the layout's, and so is a finding of another state of that environment that the
    /// hidden state has too (same kind and subject). Where the hidden state was not decided (an
    /// `unknown` there, or it was not analysed), nothing is taken for the layout's.
    static func classified(_ states: [StateResult]) -> [StateResult] {
        var withoutKeyboard: [Environment: Set<Identity>] = [:]
        for result in states where result.state.keyboard == .hidden && result.state.isReachable
            && !result.findings.contains(where: { $0.kind == .unknown }) {
            withoutKeyboard[result.state.environment] = Set(result.findings.map(Identity.init))
        }
        return states.map { result in
            var result = result
            let layoutOnes = withoutKeyboard[result.state.environment] ?? []
            for index in result.findings.indices where result.findings[index].kind != .unknown {
                let finding = result.findings[index]
                result.findings[index].cause = layoutOnes.contains(Identity(finding)) ? .layout : .keyboard
            }
            return result
        }
    }

    /// What makes a finding the same problem in two states of one environment: its kind and the
    /// items it is about; for a conflict, the constraints that conflict (its items follow from
    /// them); for a squeeze or a view off screen, the constraints that force it (a view squeezed
    /// across by its text in every state is not the one the keyboard squeezes from below, nor is a
    /// view long text pushes off screen the one the keyboard's guide carries off).
    private struct Identity: Hashable {
        let kind: FindingKind
        let items: [String]
        let constraints: [String]

        init(_ finding: Finding) {
            kind = finding.kind
            items = finding.items
            constraints = [.conflict, .squeezed, .offscreen].contains(finding.kind) ? finding.constraints.sorted() : []
        }
    }
}
