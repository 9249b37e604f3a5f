import LayoutAnalysis

/// Findings of one kind that name the same items and constraints (and, for `unknown`, the same
/// reason), with every state where they occur: one section, one drawing, on a spec's page.
struct FindingSection {
    var kind: FindingKind
    var occurrences: [(state: StateReport, finding: Finding)]
    /// The section's fragment, `finding-<kind>-<n>`.
    var anchor: String

    /// The finding the section is titled and drawn by: the first with a witness, else the first.
    var representative: (state: StateReport, finding: Finding) {
        occurrences.first { $0.finding.witness != nil } ?? occurrences[0]
    }

    /// Worst kind first, then in the order states are listed.
    static func sections(for states: [StateReport]) -> [FindingSection] {
        FindingKind.bySeverity.flatMap { kind in
            var order: [[String]] = []
            var sections: [[String]: FindingSection] = [:]
            for state in states {
                for finding in state.findings where finding.kind == kind {
                    let key = finding.items + ["|"] + finding.constraints + (kind == .unknown ? ["|", finding.message] : [])
                    if sections[key] == nil {
                        order.append(key)
                        sections[key] = FindingSection(kind: kind, occurrences: [], anchor: "finding-\(kind.rawValue)-\(order.count)")
                    }
                    sections[key]?.occurrences.append((state, finding))
                }
            }
            return order.compactMap { sections[$0] }
        }
    }
}
