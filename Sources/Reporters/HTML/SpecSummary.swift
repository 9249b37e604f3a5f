import LayoutAnalysis

/// A spec's counts, as table cells: states, reachable, clean, then findings by kind.
enum SpecSummary {
    static let kinds: [FindingKind] = FindingKind.allCases

    static var headerCells: [Markup] {
        ["States", "Reachable", "Clean"].map { Markup.element("th", [("scope", "col"), ("class", "number")], Markup($0)) }
            + kinds.map { kind in
                .element("th", [("scope", "col"), ("class", "number"), ("title", kind.described.meaning)], Markup(kind.rawValue))
            }
    }

    static func cells(_ result: SpecReport) -> [Markup] {
        let summary = result.summary
        return [summary.states, summary.reachable, summary.clean].map { number($0) } + kinds.map { number(summary.count(of: $0)) }
    }

    private static func number(_ value: Int) -> Markup {
        .element("td", [("class", value == 0 ? "number zero" : "number")], Markup("\(value)"))
    }
}
