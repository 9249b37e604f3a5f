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
    ///
    /// A finding that holds only for some content is the layout's where the hidden state's holds
    /// with no more content: along each content size, the hidden state's witness is no larger. A
    /// photo that squeezes the caption from 431 pt with the docked keyboard and from 723 pt
    /// without it is the keyboard's, shown at a size where only the keyboard makes it.
    static func classified(_ states: [StateResult]) -> [StateResult] {
        var withoutKeyboard: [Environment: [Identity: Finding]] = [:]
        for result in states where result.state.keyboard == .hidden && result.state.isReachable
            && !result.findings.contains(where: { $0.kind == .unknown }) {
            withoutKeyboard[result.state.environment] = Dictionary(result.findings.map { (Identity($0), $0) }, uniquingKeysWith: { first, _ in first })
        }
        return states.map { result in
            var result = result
            let layoutOnes = withoutKeyboard[result.state.environment] ?? [:]
            for index in result.findings.indices where result.findings[index].kind != .unknown {
                let finding = result.findings[index]
                let hidden = layoutOnes[Identity(finding)]
                result.findings[index].cause = hidden.map { holdsWithNoMoreContent($0, than: finding) } == true ? .layout : .keyboard
            }
            return result
        }
    }

    /// Whether `hidden`'s witness has, along every content size `finding`'s has, no more content.
    private static func holdsWithNoMoreContent(_ hidden: Finding, than finding: Finding) -> Bool {
        finding.contentSizes.allSatisfy { size in
            hidden.contentSizes.first { $0.view == size.view && $0.dimension == size.dimension }.map { $0.points <= size.points } ?? true
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
