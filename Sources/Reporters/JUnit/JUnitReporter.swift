import LayoutAnalysis

/// JUnit XML for CI test views: one test suite per spec, one test case per keyboard state (and
/// per dead tracked group); states with findings fail, unreachable states are skipped. An input
/// not analysed is a suite of one skipped case saying why.
public struct JUnitReporter: Renderer {

    public init() {}

    public func render(_ document: ReportDocument) -> String {
        let suites = document.specs.map(JUnitSuite.init) + document.skipped.map(JUnitSuite.init(skipped:))
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites" + XMLText.attributes([("name", "kbcov \(document.context.toolVersion)")] + JUnitSuite.counts(suites)) + ">",
        ]
        for suite in suites { lines += suite.lines().map { "  " + $0 } }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
