import ExactGeometry
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutAnalysis
import LayoutSpec
@testable import Reporters
import Testing

@Suite struct HTMLReporterTests {
    static let context = ReporterGoldenTests.context

    static func twoSpecFiles() throws -> [ReportFile] {
        HTMLReporter().files(for: try GoldenFiles.fixedRun())
    }

    @Test func theHTMLReporterIsListed() {
        #expect(FolderReporters.all.contains { $0 is HTMLReporter })
    }

    @Test func pagesAreWellFormedAndSelfContained() throws {
        for file in try Self.twoSpecFiles() + Self.hostileFiles() {
            try Self.expectWellFormed(file)
            try Self.expectSelfContained(file)
        }
    }

    @Test func theWellFormednessCheckRejectsBrokenMarkup() {
        #expect(Self.isWellFormedXML("<!DOCTYPE html>\n<html><body><p>a &amp; b<br /></p></body></html>"))
        #expect(!Self.isWellFormedXML("<!DOCTYPE html>\n<html><body><p>a <b>b</p></body></html>"))
        #expect(!Self.isWellFormedXML("<!DOCTYPE html>\n<html><body><p>a & b</p></body></html>"))
        #expect(!Self.isWellFormedXML("<!DOCTYPE html>\n<html><body><p>&nbsp;</p></body></html>"))
    }

    @Test func everyStateCellLinksToAnAnchorOnItsPage() throws {
        for file in try Self.twoSpecFiles().dropFirst() {
            let links = Self.matches(of: ##"href="#(state-[^"]*)""##, in: file.contents)
            let anchors = Set(Self.matches(of: #"id="(state-[^"]*)""#, in: file.contents))
            #expect(!links.isEmpty)
            #expect(Set(links).isSubset(of: anchors), "\(file.path): links without anchors: \(Set(links).subtracting(anchors))")
            #expect(anchors.count == Self.matches(of: #"id="(state-[^"]*)""#, in: file.contents).count, "\(file.path): an anchor appears twice")
        }
    }

    @Test func theIndexListsTheWorstStatesFirst() throws {
        let index = try #require(try Self.twoSpecFiles().first)
        let worst = try #require(index.contents.range(of: "<h2 id=\"worst\">"))
        let states = Self.matches(of: #"href="[a-z-]+\.html#state-([^"]*)""#, in: String(index.contents[worst.upperBound...]))
        // The squeezed state has the same severity rank below offscreen: every offscreen state first.
        #expect(states.last == "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading")
        #expect(states.count == 8)
    }

    @Test func everythingFromASpecIsEscaped() throws {
        let files = try Self.hostileFiles()
        for file in files {
            #expect(!file.contents.contains("<script"), "\(file.path) carries the spec's markup unescaped")
            #expect(!file.contents.contains("<b>"))
        }
        let page = try #require(files.last)
        #expect(page.path == "script--quote.html")
        #expect(page.contents.contains("&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt;"))
        #expect(page.contents.contains("a&amp;b&#39;c&quot;"))
        #expect(page.contents.contains("Solver: &lt;b&gt;timeout&lt;/b&gt;"))
    }

    @Test func pageNamesAreDistinctSafeFileNames() {
        #expect(ReportPageNames.names(for: ["specs/a.yaml", "other/a.yaml", "index.yaml", "x/<b> c.yml", ".yaml"], extension: "html")
                == ["a.html", "a-2.html", "index-2.html", "-b--c.html", "spec.html"])
    }

    /// One screen of a storyboard, `Main.storyboard#Compose`, is `Main-Compose`.
    @Test func storyboardScreenPagesNameTheDocumentAndTheScreen() {
        #expect(ReportPageNames.names(for: ["App/Base.lproj/Main.storyboard#Compose", "App/Main.storyboard#Compose", "Login.xib#View"], extension: "html")
                == ["Main-Compose.html", "Main-Compose-2.html", "Login-View.html"])
    }

    /// `A.yaml` and `a.yaml` would overwrite each other's pages on a case-insensitive disk.
    @Test func pageNamesDifferOtherwiseThanByCaseAndAreTheSameForHTMLAndMarkdown() {
        let paths = ["specs/A.yaml", "other/a.yaml", "x/Index.yml"]
        #expect(ReportPageNames.names(for: paths, extension: "html") == ["A.html", "a-2.html", "Index-2.html"])
        #expect(ReportPageNames.names(for: paths, extension: "md") == ["A.md", "a-2.md", "Index-2.md"])
    }

    @Test func outputIsDeterministicAndDatedOnlyWhenAsked() throws {
        let run = try GoldenFiles.run(["toolbar-follows-keyboard.yaml"], in: ["ipad-pro-12-9/landscape/split-third-right/ltr"])
        let undated = HTMLReporter().files(for: run, context: ReportContext(toolVersion: "1"))
        #expect(undated == HTMLReporter().files(for: run, context: ReportContext(toolVersion: "1")))
        #expect(undated.allSatisfy { !$0.contents.contains(" on 20") })
        #expect(HTMLReporter().files(for: run, context: ReportContext(toolVersion: "1", date: "2026-01-01")).allSatisfy { $0.contents.contains("on 2026-01-01") })
    }

    /// With `KBCOV_HTML_OUT=folder`, writes the report of the Apple sample and the toolbar over
    /// every iPad Pro 12.9" landscape and iPhone 16 portrait environment there, and the hostile
    /// spec's in `hostile/`, for `scripts/screenshot-report.sh`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["KBCOV_HTML_OUT"] != nil))
    func writeSampleReport() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["KBCOV_HTML_OUT"] ?? ".")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try GoldenFiles.run(["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml"], in: ["ipad-pro-12-9/landscape", "iphone-16/portrait"])
        for file in HTMLReporter().files(for: run, context: ReportContext(toolVersion: "dev")) {
            try file.contents.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let hostile = folder.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
        for file in try Self.hostileFiles() {
            try file.contents.write(to: hostile.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
    }

    // MARK: - Helpers

    /// A real analysis whose spec, items, constraints and messages are then made hostile.
    static func hostileFiles() throws -> [ReportFile] {
        var run = try GoldenFiles.run(["toolbar-follows-keyboard.yaml"], in: ["ipad-pro-12-9/landscape/split-third-right/ltr"])
        let script = "<script>alert(\"1\")</script>"
        let constraint = "a&b'c\""
        let location = SourceLocation(file: "specs/\(script).yaml", line: 3, column: 4)
        var result = try #require(run.specs.first)
        result.spec.path = "specs/\(script) quote.yaml"
        result.spec.name = "\(script) & 'quote'"
        result.warnings = [.warning(.unreliableGuide, at: location, "\(script) warning")]
        let index = try #require(result.states.firstIndex { $0.state.isReachable })
        let witness = Witness(
            keyboardFrame: Rect(x: 991, y: 718, width: 375, height: 306), guideFrame: Rect(x: 0, y: 718, width: 375, height: 306),
            parameters: [script: 1], frames: [script: Rect(x: 20, y: 700, width: 300, height: 50), "label": Rect(x: 20, y: 100, width: 200, height: 40)],
            alternativeFrames: [script: Rect(x: 50, y: 700, width: 300, height: 50)], overlap: Rect(x: 20, y: 718, width: 300, height: 32)
        )
        result.states[index].active = [constraint]
        result.states[index].findings = [
            Finding(kind: .covered, items: [script], constraints: [constraint], message: "\(script) covered", location: location, witness: witness),
            Finding(kind: .unknown, items: [], constraints: [constraint], message: "<b>timeout</b>", location: location, witness: nil),
        ]
        run.specs = [result]
        return HTMLReporter().files(for: run, context: context)
    }

    static func expectWellFormed(_ file: ReportFile) throws {
        #expect(isWellFormedXML(file.contents), "\(file.path) is not well-formed")
    }

    /// `XMLParser` on Linux lets some mismatched end tags pass, so the elements' nesting is
    /// checked too, from the parser's events.
    static func isWellFormedXML(_ text: String) -> Bool {
        let parser = XMLParser(data: Data(text.utf8))
        let nesting = NestingChecker()
        parser.delegate = nesting
        return parser.parse() && nesting.isBalanced
    }

    static func expectSelfContained(_ file: ReportFile) throws {
        #expect(!file.contents.contains("<script"), "\(file.path) has a script")
        let references = matches(of: #"(?:src|href)="([^"]*)""#, in: file.contents)
        for reference in references {
            let isFragment = reference.hasPrefix("#")
            let isSiblingPage = reference.range(of: #"^[A-Za-z0-9._-]+\.html(#.*)?$"#, options: .regularExpression) != nil
            #expect(isFragment || isSiblingPage, "\(file.path) refers outside the report: \(reference)")
        }
        #expect(!file.contents.contains("url(http"), "\(file.path) loads a URL from CSS")
        #expect(!file.contents.contains("@import"))
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

/// Follows start and end tags and remembers any parse error or end tag that does not close the
/// innermost open element.
final class NestingChecker: NSObject, XMLParserDelegate {
    private var open: [String] = []
    private var mismatched = false
    private var failed = false

    var isBalanced: Bool { !mismatched && !failed && open.isEmpty }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(name)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if open.popLast() != name { mismatched = true }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }
}
