import LayoutAnalysis

/// JUnit XML for CI test views: one test suite per spec, one test case per keyboard state (and
/// per dead tracked group); states with findings fail, unreachable states are skipped.
public struct JUnitReporter: Reporter {
    public let name = "junit"

    public init() {}

    public func render(_ run: CoverageRun, context: ReportContext) -> String {
        let suites = run.specs.map(JUnitSuite.init) + run.skipped.map(JUnitSuite.init(skipped:))
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites" + XMLText.attributes([("name", "kbcov \(context.toolVersion)")] + JUnitSuite.counts(suites)) + ">",
        ]
        for suite in suites { lines += suite.lines().map { "  " + $0 } }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
