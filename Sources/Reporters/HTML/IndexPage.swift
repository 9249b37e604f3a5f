import LayoutAnalysis

/// The report's front page: every spec's coverage, the inputs not analysed, then the worst states
/// of the whole run.
struct IndexPage {
    var document: ReportDocument
    /// Each spec's page, in `document.specs` order.
    var pages: [String]
    /// How many of the worst states the page lists.
    var worstStatesListed = 25

    var html: String {
        let total = document.findingCount
        let states = document.specs.reduce(0) { $0 + $1.summary.states }
        let lead = "\(NumberText.plural(document.specs.count, "spec")), \(NumberText.plural(states, "keyboard state")), \(total == 0 ? "no findings" : NumberText.plural(total, "finding"))\(NotAnalysed.summarySuffix(document))."
        return PageLayout.page(
            title: "kbcov report",
            navigation: nil,
            heading: .concat([.element("h1", [], "Which keyboard state breaks the layout?"), .element("p", [("class", "muted")], Markup(lead))]),
            main: [.element("h2", [("id", "specs")], "Specs"), specsTable, CoverageMatrix.legend] + notAnalysed
                + [.element("h2", [("id", "worst")], "Worst states"), worstStates],
            context: document.context
        )
    }

    /// The inputs the run did not analyse, or analysed in part, each with why.
    private var notAnalysed: [Markup] {
        NotAnalysed.sections(document).flatMap { section -> [Markup] in
            let items = section.entries.map { Markup.element("li", [], Markup($0)) }
            return [.element("h2", [("id", section.anchor)], Markup(section.title)), .element("ul", [], children: items)]
        }
    }

    private var specsTable: Markup {
        let header = Markup.element(
            "tr", [],
            children: [.element("th", [("scope", "col")], "Spec"), .element("th", [("scope", "col")], "Coverage")] + SpecSummary.headerCells
        )
        let rows = zip(document.specs, pages).map { result, page in
            Markup.element(
                "tr", [],
                children: [
                    .element("th", [("scope", "row")], .element("a", [("href", page)], Markup(result.name)), .selfClosing("br"), .element("code", [("class", "muted")], Markup(result.path))),
                    .element("td", [], coverageBar(result)),
                ] + SpecSummary.cells(result)
            )
        }
        return .element("table", [("class", "summary")], .element("thead", [], header), .element("tbody", [], children: rows))
    }

    /// Clean, failing, unknown and unreachable states as one stacked bar, with its numbers as text.
    private func coverageBar(_ result: SpecReport) -> Markup {
        let verdicts = result.states.map(Verdict.init)
        let parts: [(String, Int)] = [
            ("clean", verdicts.filter(\.isClean).count),
            ("failing", verdicts.filter { ($0.kinds.first.map { $0 != .unknown }) ?? false }.count),
            ("unknown", verdicts.filter { $0.kinds == [.unknown] }.count),
            ("unreachable", verdicts.filter { !$0.isReachable }.count),
        ]
        let description = parts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
        var x = 0
        var shapes: [Markup] = [.element("title", [], Markup(description))]
        for (name, count) in parts where count > 0 {
            shapes.append(.selfClosing("rect", [("class", name), ("x", "\(x)"), ("y", "0"), ("width", "\(count)"), ("height", "1")]))
            x += count
        }
        return .element(
            "svg",
            [("class", "bar"), ("role", "img"), ("aria-label", description), ("viewBox", "0 0 \(max(x, 1)) 1"), ("preserveAspectRatio", "none"), ("width", "160"), ("height", "14")],
            children: shapes
        )
    }

    private var worstStates: Markup {
        var failing: [(page: String, result: SpecReport, state: StateReport, verdict: Verdict)] = []
        for (result, page) in zip(document.specs, pages) {
            for state in result.states where !state.reportedFindings.isEmpty {
                failing.append((page, result, state, Verdict(state)))
            }
        }
        guard !failing.isEmpty else { return .element("p", [], "No state has a finding.") }
        let sorted = failing.enumerated().sorted { lhs, rhs in
            if Verdict.isWorse(lhs.element.verdict, than: rhs.element.verdict) { return true }
            if Verdict.isWorse(rhs.element.verdict, than: lhs.element.verdict) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
        let rows = sorted.prefix(worstStatesListed).map { entry in
            Markup.element(
                "tr", [],
                .element("td", [], .element("span", [("class", "swatch \(entry.verdict.cssClass)"), ("aria-hidden", "true")], Markup(entry.verdict.symbol)), " \(entry.verdict.label)"),
                .element("td", [("class", "number")], Markup("\(entry.verdict.findingCount)")),
                .element("td", [], .element("a", [("href", StateAnchor.link(entry.state, page: entry.page))], .element("code", [], Markup(entry.state.id)))),
                .element("td", [], Markup(entry.result.name))
            )
        }
        let headers = ["Findings", "Count", "State", "Spec"]
        var parts: [Markup] = [.element(
            "table", [("class", "worst")],
            .element("thead", [], .element("tr", [], children: headers.map { .element("th", [("scope", "col")], Markup($0)) })),
            .element("tbody", [], children: Array(rows))
        )]
        if sorted.count > worstStatesListed {
            parts.append(.element("p", [("class", "muted")], "… and \(sorted.count - worstStatesListed) more failing states on the specs' pages."))
        }
        return .concat(parts)
    }
}
