import LayoutAnalysis

/// Findings of one kind and cause that name the same items and constraints, across the places
/// where they hold: the keyboard's findings state by state; the layout's once per environment,
/// as its hidden-keyboard state shows them (Documentation/Design.md §4).
struct FindingGroup: Hashable, Sendable {
    var first: Finding
    /// State ids for the keyboard's findings, environment ids for the layout's; each once, even
    /// where the finding shows in several parts of a region.
    var places: [String]
    var cause: FindingCause

    var kind: FindingKind { first.kind }

    /// What `places` counts, for the reports' words.
    var placeNoun: String { cause == .layout ? "environment" : "state" }

    /// What makes two findings one group: their cause, kind, items and constraints (and an
    /// `unknown`'s message, which says what could not be decided).
    private struct Key: Hashable {
        var cause: FindingCause
        var kind: FindingKind
        var items: [String]
        var constraints: [String]
        var message: String?

        init(_ finding: Finding) {
            cause = finding.reportedCause
            kind = finding.kind
            items = finding.items
            constraints = finding.constraints
            message = finding.kind == .unknown ? finding.message : nil
        }
    }

    /// Every state finding of a spec, grouped in one pass over its states: the keyboard's first,
    /// then the layout's, each kind by kind in `FindingKind` order, and the groups of one kind in
    /// the order they first show.
    static func groups(in states: [StateReport]) -> [FindingGroup] {
        var groups: [Key: FindingGroup] = [:]
        var order: [Key] = []
        for state in states {
            for finding in state.reportedFindings {
                let key = Key(finding)
                let place = key.cause == .layout ? state.environment.id : state.id
                if groups[key] == nil {
                    order.append(key)
                    groups[key] = FindingGroup(first: finding, places: [place], cause: key.cause)
                } else if groups[key]?.places.last != place {
                    groups[key]?.places.append(place)
                }
            }
        }
        let rank = { (key: Key, offset: Int) in
            (FindingCause.allCases.firstIndex(of: key.cause) ?? 0, FindingKind.allCases.firstIndex(of: key.kind) ?? 0, offset)
        }
        return order.enumerated()
            .sorted { rank($0.element, $0.offset) < rank($1.element, $1.offset) }
            .compactMap { groups[$0.element] }
    }
}

extension SpecReport {
    /// The groups of one kind and cause, in the order they first show.
    func findingGroups(of kind: FindingKind, _ cause: FindingCause) -> [FindingGroup] {
        findingGroups.filter { $0.kind == kind && $0.cause == cause }
    }

    /// The keyboard's findings, state by state (with `unknown`s), and the layout's, once per
    /// environment: the counts the reports lead with.
    var countsByCause: (keyboard: Int, layout: Int) {
        let count = { (cause: FindingCause) in findingGroups.filter { $0.cause == cause }.reduce(0) { $0 + $1.places.count } }
        return (count(.keyboard) + dead.count + drift.count, count(.layout))
    }
}

extension ReportDocument {
    /// The findings `--fail-on keyboard` fails on: every finding but the layout's (dead tracked
    /// groups, drift and `unknown`s included).
    public var keyboardFindingCount: Int { countsByCause.keyboard }

    /// The layout's findings, each once per environment.
    public var layoutFindingCount: Int { countsByCause.layout }

    private var countsByCause: (keyboard: Int, layout: Int) {
        specs.map(\.countsByCause).reduce((0, 0)) { ($0.0 + $1.keyboard, $0.1 + $1.layout) }
    }

    /// The findings a run fails on (exit code 1) under `--fail-on`.
    public func failingFindingCount(_ scope: FailureScope) -> Int {
        switch scope {
        case .all: findingCount
        case .keyboard: keyboardFindingCount
        }
    }

    /// `N keyboard findings, M layout findings`, as every report's summary says it.
    var causeSummary: String {
        let (keyboard, layout) = countsByCause
        guard keyboard + layout > 0 else { return "no findings" }
        return counted(keyboard, "keyboard finding") + (layout == 0 ? "" : ", " + counted(layout, "layout finding") + " (once per environment)")
    }
}

extension FindingCause {
    /// The heading every report puts above the layout's findings.
    static let layoutHeading = "without the keyboard too (layout findings, once per environment)"

}

extension StateReport {
    /// The findings a report shows for this state: all of them in the hidden-keyboard state, the
    /// keyboard's elsewhere — a layout finding is shown once per environment, where the keyboard
    /// is hidden, not again in every state that has it too.
    var reportedFindings: [Finding] {
        keyboard == .hidden ? findings : findings.filter { $0.reportedCause == .keyboard }
    }
}

extension Finding {
    /// The cause a report files the finding under: `unknown`s, which no comparison decides, with
    /// the keyboard's, never out of the headline.
    var reportedCause: FindingCause { cause ?? .keyboard }

    /// The SARIF and GitHub level: the kind's, or `note` for the layout's findings.
    var reportedLevel: FindingLevel { cause == .layout ? .note : kind.described.level }
}

/// Which findings fail a run (`--fail-on`): every one, or only those the keyboard causes (dead
/// tracked groups and `unknown`s included: neither is known to be the layout's).
public enum FailureScope: String, CaseIterable, Sendable {
    case keyboard, all
}
