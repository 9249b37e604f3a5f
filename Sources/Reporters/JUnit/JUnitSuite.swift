import LayoutAnalysis
import LayoutSpec

/// One spec's test suite.
struct JUnitSuite {
    var path: String
    var specName: String
    var cases: [JUnitCase]

    init(_ result: SpecResult) {
        path = result.spec.path
        specName = result.spec.name
        cases = result.dead.map { JUnitCase(dead: $0, path: result.spec.path) } + result.states.map { JUnitCase(state: $0, path: result.spec.path) }
    }

    /// An input not analysed: one skipped case saying why.
    init(skipped input: SkippedInput) {
        path = input.path
        specName = input.name
        cases = [JUnitCase(classname: input.path, name: input.name,
                           outcome: .skipped(message: "not analysed: \(input.reason.phrase): \(input.message)"))]
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
