import LayoutAnalysis
import Reporters
import Testing

@Suite struct MarkdownReporterTests {
    static let context = ReportContext(toolVersion: "1.0.0-test")
    /// The only HTML a Markdown report writes itself.
    static let ownTags = ["<details>", "</details>", "<summary>", "</summary>"]

    @Test func hostileSpecTextIsEscaped() throws {
        let report = MarkdownReporter().render(try HostileSpec.run(), context: Self.context)
        Self.expectNoHTMLFromTheSpec(report)
        let escapedName = ##"&lt;script&gt;alert('name')&lt;/script&gt; &amp; "quoted" \| a, b: 100% \*bold\* \_under\_ \[link\](x) \`tick\` \#1 \@someone second line"##
        #expect(report.contains("## " + escapedName + "\n"))
        #expect(report.contains(##"a\|b,c:d%e&amp;f"g'h\`i\*j\_k\[l\]m\#n\@o&lt;p&gt;q"##))
        #expect(report.contains(#"\_evil\_Item\_1"#))
        #expect(!report.contains("_evil_Item_1"))
        #expect(report.contains("<details><summary>10 states</summary>"))
        Self.expectWellFormedTables(report)
    }

    @Test func folderNamesAreSafeAndLinked() throws {
        let files = MarkdownFolderReporter().files(for: try HostileSpec.run(), context: Self.context)
        let specFile = "hostile--100----x----y-z.md"
        #expect(files.map(\.path) == ["index.md", specFile])
        let index = try #require(files.first)
        #expect(index.contents.contains("](\(specFile))"))
        #expect(index.contents.contains("## Worst states"))
        for file in files {
            Self.expectNoHTMLFromTheSpec(file.contents)
            Self.expectWellFormedTables(file.contents)
        }
    }

    @Test func specsWithTheSameStemGetDistinctFiles() throws {
        let result = try #require(try HostileSpec.run().specs.first)
        var twin = result
        twin.spec.path = "other/Hostile, 100%: <x> & y\r\nz.yml"
        let paths = MarkdownFolderReporter().files(for: CoverageRun(specs: [result, twin]), context: Self.context).map(\.path)
        #expect(paths == ["index.md", "hostile--100----x----y-z.md", "Hostile--100----x----y-z-2.md"])
    }

    static func expectNoHTMLFromTheSpec(_ markdown: String) {
        let withoutOwnTags = ownTags.reduce(markdown) { $0.replacing($1, with: "") }
        #expect(!withoutOwnTags.contains("<"))
        #expect(!withoutOwnTags.contains(">"))
    }

    /// Every table row has as many unescaped `|` as the header.
    static func expectWellFormedTables(_ markdown: String) {
        var expectedPipes: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { expectedPipes = nil; continue }
            let pipes = zip(line, [" "] + line).filter { $0.0 == "|" && $0.1 != "\\" }.count
            #expect(pipes == (expectedPipes ?? pipes), "table row \(line)")
            expectedPipes = pipes
        }
    }
}
