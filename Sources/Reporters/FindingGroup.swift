import LayoutAnalysis

/// Findings of one kind that name the same items and constraints, across states.
struct FindingGroup {
    var first: Finding
    /// Each state once, even where the finding shows in several parts of its region.
    var states: [String]

    var kind: FindingKind { first.kind }

    static func groups(of kind: FindingKind, in states: [StateReport]) -> [FindingGroup] {
        var order: [[String]] = []
        var groups: [[String]: FindingGroup] = [:]
        for state in states {
            for finding in state.findings where finding.kind == kind {
                let key = finding.items + ["|"] + finding.constraints + (kind == .unknown ? [finding.message] : [])
                if groups[key] == nil {
                    order.append(key)
                    groups[key] = FindingGroup(first: finding, states: [])
                }
                if groups[key]?.states.last != state.id { groups[key]?.states.append(state.id) }
            }
        }
        return order.compactMap { groups[$0] }
    }

    /// Every state finding of a spec, grouped, kind by kind in `FindingKind` order.
    static func groups(in result: SpecReport) -> [FindingGroup] {
        FindingKind.allCases.flatMap { groups(of: $0, in: result.states) }
    }
}
