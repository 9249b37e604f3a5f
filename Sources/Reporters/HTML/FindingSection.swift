import LayoutAnalysis

/// Findings of one kind that name the same items and constraints (and, for `unknown`, the same
/// reason), with every state where they occur: one section, one drawing, on a spec's page.
struct FindingSection {
    var kind: FindingKind
    var cause: FindingCause
    var occurrences: [(state: StateReport, finding: Finding)]
    /// The section's fragment, `finding-<kind>-<n>`.
    var anchor: String

    /// The finding the section is titled and drawn by: the first with a witness, else the first.
    var representative: (state: StateReport, finding: Finding) {
        occurrences.first { $0.finding.witness != nil } ?? occurrences[0]
    }

    /// The keyboard's findings, then the layout's (in the hidden-keyboard states alone); each worst
    /// kind first, then in the order states are listed.
    static func sections(for states: [StateReport]) -> [FindingSection] {
        FindingCause.allCases.flatMap { cause in FindingKind.bySeverity.flatMap { kind in
            var order: [[String]] = []
            var sections: [[String]: FindingSection] = [:]
            let prefix = cause == .layout ? "layout" : "finding"
            for state in states {
                for finding in state.reportedFindings where finding.kind == kind && finding.reportedCause == cause {
                    let key = finding.items + ["|"] + finding.constraints + (kind == .unknown ? ["|", finding.message] : [])
                    if sections[key] == nil {
                        order.append(key)
                        sections[key] = FindingSection(
                            kind: kind, cause: cause, occurrences: [], anchor: "\(prefix)-\(kind.rawValue)-\(order.count)")
                    }
                    sections[key]?.occurrences.append((state, finding))
                }
            }
            return order.compactMap { sections[$0] }
        } }
    }
}
