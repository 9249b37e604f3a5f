import Foundation
import KeyboardStates
import KbcovTestSupport
import LayoutAnalysis
import LayoutSpec
import Reporters
import Testing

/// The keyboard's findings lead every format; the layout's are shown once per environment
/// (Design §4, "Keyboard and layout findings").
@Suite struct FindingCauseReportTests {
    static let context = ReportContext(toolVersion: "1.0.0-test", date: "2026-01-01")

    static func run() throws -> CoverageRun {
        let entries = ["iphone-16/portrait/full/ltr", "iphone-16/portrait/full/rtl"].map {
            EnvironmentEntry(.named($0), location: SourceLocation(file: "test", line: 1, column: 1))
        }
        let spec = try SpecLoader.load(yaml: ReplyScreen.yaml, path: "Reply.yaml").get()
        return CoverageRun(specs: [try Analyzer.analyze(spec, in: try Catalog.builtIn().environments(for: entries).get())])
    }

    @Test func textLeadsWithTheKeyboardAndListsTheLayoutsOncePerEnvironment() throws {
        let text = TextReporter().render(try Self.run(), context: Self.context)
        let covered = try #require(text.range(of: "covered: "))
        let heading = try #require(text.range(of: "without the keyboard too (layout findings, once per environment):"))
        #expect(covered.lowerBound < heading.lowerBound)
        #expect(text.contains("horizontal] in 2 environments:\n      iphone-16/portrait/full/ltr\n      iphone-16/portrait/full/rtl\n"))
        #expect(!text[covered.lowerBound..<heading.lowerBound].contains("promoBanner"))
        #expect(text.hasSuffix("kbcov 1.0.0-test: 2 keyboard findings, 2 layout findings (once per environment)\n"))
    }

    @Test func sarifNotesTheLayoutsInTheHiddenKeyboardStateOnly() throws {
        let sarif = SARIFReporter().render(try Self.run(), context: Self.context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let banner = results.filter { (($0["properties"] as? [String: Any])?["items"] as? [String]) == ["promoBanner"] }
        #expect(banner.count == 2 && banner.allSatisfy { $0["level"] as? String == "note" })
        let states = banner.compactMap { ($0["properties"] as? [String: Any])?["state"] as? String }
        #expect(states.allSatisfy { $0.hasSuffix("/hidden/near-bottom") })
        let bar = results.filter { (($0["properties"] as? [String: Any])?["items"] as? [String]) == ["replyBar"] }
        #expect(!bar.isEmpty && bar.allSatisfy { $0["level"] as? String == "warning" })
    }

    @Test func junitFailsAStateOnlyForItsKeyboardFindings() throws {
        let junit = JUnitReporter().render(try Self.run(), context: Self.context)
        // Docked: the reply bar is covered, the banner is not repeated there.
        let docked = try #require(junit.range(of: "name=\"iphone-16/portrait/full/ltr/docked/near-bottom\""))
        let dockedCase = junit[docked.lowerBound...].split(separator: "</testcase>", maxSplits: 1)[0]
        #expect(dockedCase.contains("covered") && !dockedCase.contains("promoBanner"))
        let hidden = try #require(junit.range(of: "name=\"iphone-16/portrait/full/ltr/hidden/near-bottom\""))
        let hiddenCase = junit[hidden.lowerBound...].split(separator: "</testcase>", maxSplits: 1)[0]
        #expect(hiddenCase.contains("promoBanner"))
    }

    @Test func failOnKeyboardCountsOnlyTheKeyboards() throws {
        let document = ReportDocument(run: try Self.run(), context: Self.context)
        // The banner once per environment (as the hidden states show it), the reply bar docked in
        // both: the counts the reports print.
        #expect(document.findingCount == 4)
        #expect(document.failingFindingCount(.all) == 4)
        #expect(document.layoutFindingCount == 2)
        #expect(document.failingFindingCount(.keyboard) == 2)
    }
}
