import Foundation
import LayoutAnalysis
import LayoutSpec
import Reporters
import Testing

/// An input kbcov did not analyse is listed by every report and counted in its summary: never
/// a clean screen.
@Suite struct NotAnalysedTests {
    static let cell = SkippedInput(
        path: "App/MessageCell.swift", name: "MessageCell", reason: .notAScreen,
        message: "MessageCell is a view (UITableViewCell), and no view controller in the analysed files places it",
        location: SourceLocation(file: "App/MessageCell.swift", line: 3, column: 13))
    static let run = CoverageRun(specs: [], skipped: [cell])
    static let context = ReportContext(toolVersion: "1.0.0-test")

    @Test func textListsItAndSaysSoInTheSummary() {
        let text = TextReporter().render(Self.run, context: Self.context)
        #expect(text.contains("App/MessageCell.swift: MessageCell\n  not analysed: not a screen: MessageCell is a view"))
        #expect(text.hasSuffix("kbcov 1.0.0-test: no findings, 1 input not analysed\n"))
    }

    @Test func jsonHasASkippedList() throws {
        let json = JSONReporter().render(Self.run, context: Self.context)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let skipped = try #require(object["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1)
        #expect(skipped[0]["path"] as? String == "App/MessageCell.swift")
        #expect(skipped[0]["reason"] as? String == "not-a-screen")
        #expect((skipped[0]["location"] as? [String: Any])?["line"] as? Int == 3)
        let clean = JSONReporter().render(CoverageRun(specs: []), context: Self.context)
        #expect(!clean.contains("skipped"), "the list is present only when an input was not analysed")
    }

    @Test func sarifJUnitGitHubAndMarkdownShowIt() throws {
        let sarif = SARIFReporter().render(Self.run, context: Self.context)
        #expect(sarif.contains("\"ruleId\":\"kbcov.not-analysed\"") || sarif.contains("\"ruleId\": \"kbcov.not-analysed\""))
        #expect(sarif.contains("MessageCell: not a screen"))
        let junit = JUnitReporter().render(Self.run, context: Self.context)
        #expect(junit.contains("<skipped message=\"not analysed: not a screen: MessageCell is a view"))
        #expect(junit.contains("skipped=\"1\""))
        let github = GitHubReporter().render(Self.run, context: Self.context)
        #expect(github.contains("::warning file=App/MessageCell.swift,line=3,col=13,title=not analysed%3A not a screen::MessageCell: MessageCell is a view"))
        #expect(github.hasSuffix("kbcov 1.0.0-test: no findings, 1 input not analysed\n"))
        let markdown = MarkdownReporter().render(Self.run, context: Self.context)
        #expect(markdown.contains("## Not analysed"))
        #expect(markdown.contains("1 input not analysed"))
        let index = try #require(MarkdownFolderReporter().files(for: Self.run, context: Self.context).first { $0.path == "index.md" })
        #expect(index.contents.contains("## Not analysed\n\n- App/MessageCell.swift:3:13: MessageCell: not a screen"))
        let html = try #require(HTMLReporter().files(for: Self.run, context: Self.context).first { $0.path == "index.html" })
        #expect(html.contents.contains("Not analysed"))
        #expect(html.contents.contains("1 input not analysed"))
    }

    /// Two screens of one file that gave nothing to analyse, with an import warning.
    static let emptyScreens = ["SignUpViewController", "WelcomeViewController"].map { name in
        SkippedInput(
            path: "App/Onboarding.swift", name: name, reason: .nothingToAnalyse,
            message: "\(name) makes no active or tracked constraints kbcov could read",
            location: SourceLocation(file: "App/Onboarding.swift", line: name.hasPrefix("S") ? 4 : 30, column: 13),
            warnings: [.warning(.unsupportedConstruct, at: SourceLocation(file: "App/Onboarding.swift", line: 9, column: 9), "layout in a switch case is not read")])
    }

    @Test func aSavedReportReadsBackItsInputsNotAnalysedAndRendersTheSameBytes() throws {
        let document = ReportDocument(run: CoverageRun(specs: [], skipped: [Self.cell] + Self.emptyScreens), context: Self.context)
        let read = try ReportMerger.read(Data(document.json().utf8), name: "run.json").get()
        #expect(read == document)
        let reporters: [any Renderer<ReportDocument>] = [TextReporter(), JSONReporter(), MarkdownReporter(), SARIFReporter(), JUnitReporter(), GitHubReporter()]
        for reporter in reporters { #expect(reporter.render(read) == reporter.render(document), "\(type(of: reporter))") }
        #expect(TextReporter().render(read).contains("  App/Onboarding.swift:9:9: warning: layout in a switch case is not read"))
        for reporter in FolderReporters.all { #expect(reporter.files(for: read) == reporter.files(for: document)) }
    }

    @Test func aReportWithAnUnknownReasonIsRefusedWithTheReasonsItAccepts() throws {
        let json = ReportDocument(run: Self.run, context: Self.context).json().replacingOccurrences(of: "\"not-a-screen\"", with: "\"no-screen\"")
        guard case .failure(let failure) = ReportMerger.read(Data(json.utf8), name: "run.json") else { Issue.record("read an unknown reason"); return }
        #expect(failure.message.contains("Expected one of not-a-screen, nothing-to-analyse, partly-analysed, found 'no-screen'"))
        #expect(failure.message.contains(".skipped[0].reason"))
    }

    @Test func mergingShardsListsEachInputOnceInTheOrderTheyFirstAppear() throws {
        let first = ReportDocument(run: CoverageRun(specs: [], skipped: [Self.cell] + Self.emptyScreens), context: Self.context)
        let second = ReportDocument(run: CoverageRun(specs: [], skipped: Self.emptyScreens.reversed() + [Self.cell]), context: Self.context)
        let merged = try ReportMerger.merge([("1.json", first), ("2.json", second)]).get()
        #expect(merged.skipped.map(\.name) == ["MessageCell", "SignUpViewController", "WelcomeViewController"])
        #expect(merged.json() == first.json())
        let clean = ReportDocument(run: CoverageRun(specs: []), context: Self.context)
        #expect(try ReportMerger.merge([("clean.json", clean), ("1.json", first)]).get().skipped == first.skipped)
    }
}
