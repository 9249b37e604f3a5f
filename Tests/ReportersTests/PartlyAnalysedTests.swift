import Foundation
import LayoutAnalysis
import LayoutSpec
import Reporters
import Testing

/// A screen whose keyboard handler kbcov found but could not model is analysed, and every format
/// also lists it as partly analysed, naming the handler and why: never a clean screen.
@Suite struct PartlyAnalysedTests {
    static let handlerWarning = Diagnostic.warning(
        .keyboardHandlerNotModelled, at: SourceLocation(file: "App/ChatViewController.swift", line: 42, column: 5),
        "keyboard handler 'keyboardWillChangeFrame(_:)' not modelled: it reads the keyboard's frame and sets 'tableView.contentInset.bottom', which is no constraint constant kbcov imports; the screen is analysed without it")
    static let spec = LayoutSpec(path: "App/ChatViewController.swift", name: "ChatViewController", warnings: [handlerWarning])
    static let run = CoverageRun(specs: [], skipped: spec.partlyAnalysed.map { [$0] } ?? [])
    static let context = ReportContext(toolVersion: "1.0.0-test")

    @Test func theSpecNamesTheHandlerAndWhy() throws {
        let input = try #require(Self.spec.partlyAnalysed)
        #expect(input.reason == .partlyAnalysed)
        #expect(input.location.line == 42)
        #expect(input.message.hasPrefix("keyboard handler 'keyboardWillChangeFrame(_:)' not modelled: it reads the keyboard's frame"))
        #expect(LayoutSpec(path: "a.swift", name: "A").partlyAnalysed == nil)
    }

    @Test func everyFormatListsItAndCountsIt() throws {
        let text = TextReporter().render(Self.run, context: Self.context)
        #expect(text.contains("App/ChatViewController.swift: ChatViewController\n  partly analysed: keyboard handler 'keyboardWillChangeFrame(_:)' not modelled"))
        #expect(text.hasSuffix("kbcov 1.0.0-test: no findings, 1 screen partly analysed\n"))
        let json = JSONReporter().render(Self.run, context: Self.context)
        #expect(json.contains("\"reason\":\"partly-analysed\"") || json.contains("\"reason\": \"partly-analysed\""))
        let sarif = SARIFReporter().render(Self.run, context: Self.context)
        #expect(sarif.contains("kbcov.partly-analysed"))
        #expect(!sarif.contains("kbcov.not-analysed"))
        #expect(sarif.contains("ChatViewController: partly analysed: keyboard handler 'keyboardWillChangeFrame(_:)'"))
        let junit = JUnitReporter().render(Self.run, context: Self.context)
        #expect(junit.contains("<skipped message=\"partly analysed: keyboard handler &apos;keyboardWillChangeFrame(_:)&apos;") || junit.contains("<skipped message=\"partly analysed: keyboard handler 'keyboardWillChangeFrame(_:)'"))
        let github = GitHubReporter().render(Self.run, context: Self.context)
        #expect(github.contains("::warning file=App/ChatViewController.swift,line=42,col=5,title=partly analysed::ChatViewController: keyboard handler"))
        let markdown = MarkdownReporter().render(Self.run, context: Self.context)
        #expect(markdown.contains("## Partly analysed"))
        #expect(!markdown.contains("## Not analysed"))
        let html = try #require(HTMLReporter().files(for: Self.run, context: Self.context).first { $0.path == "index.html" })
        #expect(html.contents.contains("<h2 id=\"partly-analysed\">Partly analysed</h2>"))
        #expect(html.contents.contains("1 screen partly analysed"))
    }

    @Test func aSavedReportReadsItBack() throws {
        let document = ReportDocument(run: Self.run, context: Self.context)
        let read = try ReportMerger.read(Data(document.json().utf8), name: "run.json").get()
        #expect(read == document)
    }
}
