import LayoutAnalysis
import LayoutSpec

/// One spec's test suite, or an input not analysed.
struct JUnitSuite {
    var path: String
    var specName: String
    var cases: [JUnitCase]

    init(_ result: SpecReport) {
        path = result.path
        specName = result.name
        cases = result.specFindings.map { JUnitCase(specFinding: $0, path: result.path) } + result.states.map { JUnitCase(state: $0, path: result.path) }
    }

    /// An input not analysed: one skipped case saying why.
    init(skipped input: SkippedInput) {
        path = input.path
        specName = input.name
        cases = [JUnitCase(skipped: input)]
    }

    /// `tests`, `failures`, `errors` and `skipped` over the suites' cases.
    static func counts(_ suites: [JUnitSuite]) -> [(String, String)] {
        let cases = suites.flatMap(\.cases)
        return [
            ("tests", String(cases.count)),
            ("failures", String(cases.filter { $0.outcome.isFailure }.count)),
            ("errors", "0"),
            ("skipped", String(cases.filter(\.outcome.isSkipped).count)),
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
