import ExactGeometry
import KeyboardStates
import LayoutAnalysis

/// One spec's page: summary, warnings and the findings about the whole spec, the coverage matrix, one section per group
/// of identical findings (with a drawing of its witness and every state it occurs in), then the
/// clean and unreachable states. Every state has an anchor its matrix cell links to.
struct SpecPage {
    var result: SpecReport
    var context: ReportContext

    var html: String {
        var notes = NoteNumbers()
        var anchored: Set<String> = []
        let sections = FindingSection.sections(for: result.states)
        var main: [Markup] = [summary, diagnostics]
        main.append(.element("h2", [("id", "matrix")], "Coverage matrix"))
        main.append(CoverageMatrix.legend)
        main.append(CoverageMatrix(states: result.states).markup)
        let keyboardSections = sections.filter { $0.cause == .keyboard }, layoutSections = sections.filter { $0.cause == .layout }
        main.append(.element("h2", [("id", "findings")], keyboardSections.isEmpty ? "No keyboard findings" : "Keyboard findings"))
        for section in keyboardSections {
            main.append(render(section, allSections: sections, anchored: &anchored, notes: &notes))
        }
        if !layoutSections.isEmpty {
            main.append(.element("h2", [("id", "layout-findings")], Markup(FindingCause.layoutHeading.capitalizedFirst)))
            for section in layoutSections {
                main.append(render(section, allSections: sections, anchored: &anchored, notes: &notes))
            }
        }
        main.append(otherStates(notes: &notes))
        if !notes.notes.isEmpty {
            main += [.element("h2", [("id", "notes")], "Notes on states"), notes.list]
        }
        return PageLayout.page(
            title: "\(result.name) — kbcov",
            navigation: .element("a", [("href", "index.html")], "← All specs"),
            heading: .element("h1", [], Markup(result.name)),
            main: main,
            context: context
        )
    }

    private var summary: Markup {
        .concat([
            .element("p", [("class", "muted")], .element("code", [], Markup(result.path))),
            .element("table", [("class", "summary")], .element("thead", [], .element("tr", [], children: SpecSummary.headerCells)), .element("tbody", [], .element("tr", [], children: SpecSummary.cells(result)))),
        ])
    }

    private var diagnostics: Markup {
        var parts: [Markup] = []
        if !result.warnings.isEmpty {
            parts.append(.element("h2", [("id", "warnings")], "Warnings"))
            parts.append(.element("ul", [], children: result.warnings.map { warning in
                .element("li", [], .element("code", [], Markup(warning.location.description)), " \(warning.severity.rawValue): \(warning.message) [\(warning.code.rawValue)]")
            }))
        }
        if !result.specFindings.isEmpty {
            parts.append(.element("h2", [("id", "spec-findings")], "Findings about the whole spec"))
            parts.append(.element("ul", [], children: result.specFindings.map { finding in
                .element(
                    "li", [],
                    .element("span", [("class", "swatch \(Palette.cssClass(finding.kind))"), ("aria-hidden", "true")], Markup(Palette.letter(finding.kind))),
                    " \(finding.kind.rawValue) ", .element("code", [], Markup(finding.location?.description ?? result.path)),
                    " ", constraintList(finding.constraints), ": \(finding.message)"
                )
            }))
        }
        return .concat(parts)
    }

    private func render(_ section: FindingSection, allSections: [FindingSection], anchored: inout Set<String>, notes: inout NoteNumbers) -> Markup {
        let (state, finding) = section.representative
        var title: [Markup] = [
            .element("span", [("class", "swatch \(Palette.cssClass(section.kind))"), ("aria-hidden", "true")], Markup(Palette.letter(section.kind))),
            " \(section.kind.rawValue)",
        ]
        if !finding.items.isEmpty { title.append(" — \(finding.items.joined(separator: ", "))") }
        title.append(.element("span", [("class", "muted")], " in \(NumberText.plural(section.occurrences.count, section.cause == .layout ? "environment" : "state"))"))
        var facts: [Markup] = []
        if let location = finding.location { facts += ["at ", .element("code", [], Markup(location.description))] }
        if !finding.constraints.isEmpty { facts += [facts.isEmpty ? "constraints " : "; constraints ", constraintList(finding.constraints)] }
        var body: [Markup] = [.element("h3", [], children: title)]
        if !facts.isEmpty { body.append(.element("p", [], children: facts)) }
        body.append(.element("p", [], Markup(section.kind == .unknown ? "Solver: \(finding.message)" : finding.message)))
        if let content = finding.contentSizesSummary { body.append(.element("p", [("class", "muted")], Markup("Note: \(content)"))) }
        if let witness = finding.witness {
            let drawing = WitnessDrawing(environment: state.environment, finding: finding, witness: witness, identifier: "\(section.anchor)-drawing")
            body.append(.element(
                "div", [("class", "finding-body")],
                .element("figure", [], drawing.markup, .element("figcaption", [], "Witness in ", .element("a", [("href", StateAnchor.link(state))], Markup(state.id)), ", to scale, on the whole screen."), WitnessDrawingKey.markup(for: finding, witness: witness, window: state.environment.window)),
                witnessNumbers(finding, witness)
            ))
        }
        body.append(.element("h4", [], "States"))
        body.append(occurrences(section, allSections: allSections, anchored: &anchored, notes: &notes))
        return .element("section", [("class", "finding"), ("id", section.anchor)], children: body)
    }

    private func witnessNumbers(_ finding: Finding, _ witness: Witness) -> Markup {
        var rows: [(String, String)] = [
            ("keyboard frame (screen)", NumberText.rect(witness.keyboardFrame)),
            ("guide frame (view)", NumberText.rect(witness.guideFrame)),
        ]
        for (item, frame) in witness.frames.sorted(by: { $0.key < $1.key }) {
            rows.append(("\(item)\(finding.items.contains(item) ? " ★" : "") (view)", NumberText.rect(frame)))
            if let other = witness.alternativeFrames[item] { rows.append(("\(item), equally optimal", NumberText.rect(other))) }
        }
        if let overlap = witness.overlap { rows.append(("covered part (view)", NumberText.rect(overlap))) }
        for (name, value) in witness.parameters.sorted(by: { $0.key < $1.key }) {
            rows.append(("parameter \(name)", NumberText.number(value)))
        }
        return .element(
            "table", [("class", "numbers")],
            .element("caption", [("class", "muted")], "Witness numbers (points; ★ the finding's items)"),
            .element("tbody", [], children: rows.map { row in
                .element("tr", [], .element("th", [("scope", "row")], Markup(row.0)), .element("td", [], .element("code", [], Markup(row.1))))
            })
        )
    }

    private func occurrences(_ section: FindingSection, allSections: [FindingSection], anchored: inout Set<String>, notes: inout NoteNumbers) -> Markup {
        let isUnknown = section.kind == .unknown
        let headers = isUnknown
            ? ["State", "Solver's reason", "Also", "Notes"]
            : ["State", "Keyboard (screen)", "Guide (view)", "Items (view)", "Also", "Notes"]
        var rows: [Markup] = []
        for (state, finding) in section.occurrences {
            let id = state.id
            var attributes: [(String, String)] = []
            if anchored.insert(id).inserted { attributes.append(("id", StateAnchor.id(state))) }
            var cells: [Markup] = [.element("td", [], .element("a", [("href", StateAnchor.link(state))], .element("code", [], Markup(id))))]
            if isUnknown {
                cells.append(.element("td", [], Markup(finding.message)))
            } else if let witness = finding.witness {
                let items = finding.items.compactMap { item in witness.frames[item].map { "\(item) \(NumberText.rect($0))" } }
                cells += [
                    .element("td", [], .element("code", [], Markup(NumberText.rect(witness.keyboardFrame)))),
                    .element("td", [], .element("code", [], Markup(NumberText.rect(witness.guideFrame)))),
                    .element("td", [], .element("code", [], Markup(items.joined(separator: "; ")))),
                ]
            } else {
                cells += [.element("td", [("colspan", "3")], Markup(finding.message))]
            }
            let others = allSections.filter { $0.anchor != section.anchor && $0.occurrences.contains { $0.state.id == id } }
            cells.append(.element("td", [], children: others.map { other in
                .element("a", [("href", "#\(other.anchor)"), ("title", other.kind.rawValue)], .element("span", [("class", "swatch \(Palette.cssClass(other.kind))")], Markup(Palette.letter(other.kind))))
            }))
            cells.append(.element("td", [], notes.references(state.notes)))
            rows.append(.element("tr", attributes, children: cells))
        }
        return .element(
            "table", [("class", "states-list")],
            .element("thead", [], .element("tr", [], children: headers.map { .element("th", [("scope", "col")], Markup($0)) })),
            .element("tbody", [], children: rows)
        )
    }

    private func otherStates(notes: inout NoteNumbers) -> Markup {
        let states = result.states.filter { $0.reportedFindings.isEmpty }
        guard !states.isEmpty else { return .empty }
        let headers = ["State", "Verdict", "Keyboard frame over the region (screen)", "Active constraints", "Method", "Notes"]
        let rows = states.map { state -> Markup in
            let verdict = Verdict(state)
            return .element(
                "tr", [("id", StateAnchor.id(state))],
                .element("td", [], .element("code", [], Markup(state.id))),
                .element("td", [], .element("span", [("class", "swatch \(verdict.cssClass)"), ("aria-hidden", "true")], Markup(verdict.symbol)), " \(verdict.label)"),
                .element("td", [], Markup(regionText(state.region))),
                .element("td", [], constraintList(state.active)),
                .element("td", [], Markup(state.method.rawValue)),
                .element("td", [], notes.references(state.notes))
            )
        }
        return .concat([
            .element("h2", [("id", "other-states")], "States without a keyboard finding, and unreachable states"),
            .element(
                "table", [("class", "states-list")],
                .element("thead", [], .element("tr", [], children: headers.map { .element("th", [("scope", "col")], Markup($0)) })),
                .element("tbody", [], children: rows)
            ),
        ])
    }

    private func regionText(_ region: RegionBounds?) -> String {
        guard let bounds = region else { return "empty" }
        return "x \(NumberText.range(bounds.x)), y \(NumberText.range(bounds.y)), width \(NumberText.range(bounds.width)), height \(NumberText.range(bounds.height))"
    }

    private func constraintList(_ ids: [String]) -> Markup {
        .concat(ids.enumerated().flatMap { index, id -> [Markup] in
            (index == 0 ? [] : [", "]) + [.element("code", [], Markup(id))]
        })
    }
}
