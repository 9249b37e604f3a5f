import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// A spec's states as a table: environments down (grouped by device and orientation), keyboard
/// states across (keyboard type, then the edges the guide is near), each cell coloured and lettered
/// by its verdict and linking to the state's details.
struct CoverageMatrix {
    var states: [StateReport]

    /// A column: a keyboard type and a set of near edges.
    struct Column: Hashable {
        var keyboard: KeyboardType
        var near: Set<Edge>

        var edgesID: String { StateID.edgesID(near) }

        static func < (lhs: Column, rhs: Column) -> Bool {
            if lhs.keyboard != rhs.keyboard { return lhs.keyboard < rhs.keyboard }
            if lhs.near.count != rhs.near.count { return lhs.near.count < rhs.near.count }
            return lhs.near.sorted().lexicographicallyPrecedes(rhs.near.sorted())
        }
    }

    var markup: Markup {
        let columns = Array(Set(states.map { Column(keyboard: $0.keyboard, near: $0.near) })).sorted(by: <)
        var byEnvironment: [String: [Column: StateReport]] = [:]
        var environments: [EnvironmentReport] = []
        for result in states {
            let environment = result.environment
            if byEnvironment[environment.id] == nil { environments.append(environment) }
            byEnvironment[environment.id, default: [:]][Column(keyboard: result.keyboard, near: result.near)] = result
        }
        var groups: [(title: String, environments: [EnvironmentReport])] = []
        for environment in environments {
            let title = "\(environment.device) · \(environment.orientation.rawValue)"
            if groups.last?.title == title { groups[groups.count - 1].environments.append(environment) } else { groups.append((title, [environment])) }
        }
        let bodies = groups.map { group in
            Markup.element(
                "tbody", [],
                children: [.element("tr", [], .element("th", [("class", "group"), ("scope", "rowgroup"), ("colspan", "\(columns.count + 1)")], Markup(group.title)))]
                    + group.environments.map { row($0, columns: columns, cells: byEnvironment[$0.id] ?? [:]) }
            )
        }
        let table = Markup.element(
            "table", [("class", "matrix")],
            children: [.element("caption", [("class", "muted")], "Every keyboard state of every environment; select a cell for its details."), header(columns)] + bodies
        )
        return .element("div", [("class", "matrix-scroll")], table)
    }

    private func header(_ columns: [Column]) -> Markup {
        var keyboards: [(KeyboardType, Int)] = []
        for column in columns {
            if keyboards.last?.0 == column.keyboard { keyboards[keyboards.count - 1].1 += 1 } else { keyboards.append((column.keyboard, 1)) }
        }
        let keyboardRow = Markup.element(
            "tr", [],
            children: [.element("th", [("rowspan", "2"), ("scope", "col")], "Window · direction")]
                + keyboards.map { .element("th", [("colspan", "\($0.1)"), ("scope", "colgroup")], Markup($0.0.rawValue)) }
        )
        let edgesRow = Markup.element(
            "tr", [],
            children: columns.map { .element("th", [("class", "edges"), ("scope", "col"), ("title", "\($0.keyboard.rawValue) \($0.edgesID)")], Markup($0.edgesID)) }
        )
        return .element("thead", [], keyboardRow, edgesRow)
    }

    private func row(_ environment: EnvironmentReport, columns: [Column], cells: [Column: StateReport]) -> Markup {
        let heading = Markup.element("th", [("scope", "row")], "\(environment.window.id) · \(environment.direction.rawValue)")
        return .element("tr", [], children: [heading] + columns.map { column in
            guard let result = cells[column] else {
                return .element("td", [("class", "v-none"), ("title", "no such state")])
            }
            let verdict = Verdict(result)
            return .element(
                "td", [("class", verdict.cssClass)],
                .element("a", [("href", StateAnchor.link(result)), ("title", "\(result.id): \(verdict.label)"), ("aria-label", "\(result.id): \(verdict.label)")], Markup(verdict.symbol))
            )
        })
    }

    /// The key to the cells' colours and letters.
    static var legend: Markup {
        var entries: [(String, String, String)] = [(Palette.cleanClass, Palette.cleanSymbol, "clean")]
        entries += FindingKind.bySeverity.filter { $0.described.scope == .state }.map {
            (Palette.cssClass($0), Palette.letter($0), "\($0.rawValue): \($0.described.meaning)")
        }
        entries.append((Palette.unreachableClass, Palette.unreachableSymbol, "unreachable: no keyboard position gives this state here"))
        entries.append(("v-none", "\u{00A0}", "blank: no such keyboard state in this environment"))
        return .element("ul", [("class", "legend")], children: entries.map { entry in
            .element("li", [], .element("span", [("class", "swatch \(entry.0)"), ("aria-hidden", "true")], Markup(entry.1)), Markup(" " + entry.2))
        })
    }
}
