import Foundation
import LayoutAnalysis
import Reporters
import Testing

/// Every reporter renders the fixed run (GoldenFiles.fixedRun) to its golden file.
@Suite struct ReporterGoldenTests {
    static let context = ReportContext(toolVersion: "1.0.0-test", date: "2026-01-01")
    static let specs = ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml"]
    static let environments = ["ipad-pro-12-9/landscape/split-half-right/ltr", "ipad-pro-12-9/landscape/split-third-right/ltr"]
    /// Golden file extensions of the formats not named after theirs.
    static let extensions = ["text": "txt", "markdown": "md", "junit": "xml", "github": "github.txt"]

    @Test(arguments: ReportFormat.allCases.filter { $0 != .json })
    func reportMatchesItsGoldenFile(_ format: ReportFormat) throws {
        let report = format.renderer.render(try GoldenFiles.fixedRun())
        try GoldenFiles.check(report, against: "two-specs.\(Self.extensions[format.rawValue] ?? format.rawValue)")
    }

    /// The JSON report of the fixed run is the fixed run's file, byte for byte.
    @Test func theJSONReportWritesBackWhatItRead() throws {
        let file = try String(contentsOf: GoldenFiles.fixedRunFile, encoding: .utf8)
        #expect(JSONReporter().render(try GoldenFiles.fixedRun()) == file)
    }

    @Test(arguments: [("html", HTMLReporter() as any FolderReporter), ("markdown", MarkdownFolderReporter())])
    func folderMatchesItsGoldenFiles(_ format: String, _ reporter: any FolderReporter) throws {
        let files = reporter.files(for: try GoldenFiles.fixedRun())
        let pageExtension = format == "markdown" ? "md" : format
        #expect(files.map(\.path) == ["index", "apple-sample-edit-view", "toolbar-follows-keyboard"].map { "\($0).\(pageExtension)" })
        for file in files {
            try GoldenFiles.check(file.contents, against: "two-specs-\(format)-folder/\(file.path)")
        }
    }

    /// The fixed run is what the analysis gives today of the specs it was saved from, apart from
    /// witness numbers it may choose otherwise: the same states, verdicts and finding kinds.
    @Test func theFixedRunMatchesTheAnalysisInItsVerdicts() throws {
        let live = ReportDocument(run: try GoldenFiles.run(Self.specs, in: Self.environments, from: GoldenFiles.fixedRunSpecs), context: Self.context)
        let fixed = try GoldenFiles.fixedRun()
        #expect(live.specs.map(\.summary) == fixed.specs.map(\.summary))
        #expect(live.specs.map { $0.states.map(\.id) } == fixed.specs.map { $0.states.map(\.id) })
        #expect(live.specs.map { $0.states.map { $0.findings.map(\.kind) } } == fixed.specs.map { $0.states.map { $0.findings.map(\.kind) } })
    }

    @Test func aFailingGoldenShowsTheLinesThatDiffer() {
        let diff = LineDiff.text(from: "a\nb\nc\nd\ne\nf\ng\nh", to: "a\nb\nC\nd\ne\nf\ng\nh\ni")
        #expect(diff == """
              1: a
              2: b
            - 3: c
            + 3: C
              4: d
              5: e
              …
              7: g
              8: h
            + 9: i
            """)
    }
}
