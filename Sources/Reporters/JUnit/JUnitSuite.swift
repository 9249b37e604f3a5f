import LayoutAnalysis

/// One spec's test suite.
struct JUnitSuite {
    var path: String
    var specName: String
    var cases: [JUnitCase]

    init(_ result: SpecReport) {
        path = result.path
        specName = result.name
        cases = result.dead.map { JUnitCase(dead: $0, path: result.path) } + result.states.map { JUnitCase(state: $0, path: result.path) }
    }

    /// `tests`, `failures`, `errors` and `skipped` over the suites' cases.
    static func counts(_ suites: [JUnitSuite]) -> [(String, String)] {
        let cases = suites.flatMap(\.cases)
        return [
            ("tests", String(cases.count)),
            ("failures", String(cases.filter { $0.outcome.isFailure }.count)),
            ("errors", "0"),
            ("skipped", String(cases.filter { $0.outcome == .skipped }.count)),
        ]
    }

    func lines() -> [String] {
        ["<testsuite" + XMLText.attributes([("name", path)] + Self.counts([self])) + ">",
         "  <properties>",
         "    <property" + XMLText.attributes([("name", "spec"), ("value", specName)]) + "/>",
         "  </properties>"]
            + cases.flatMap { $0.lines().map { "  " + $0 } }
            + ["</testsuite>"]
    }
}
