import LayoutAnalysis
import Reporters
import Testing

@Suite struct ReporterGoldenTests {
    static let context = ReportContext(toolVersion: "1.0.0-test", date: "2026-01-01")
    static let specs = ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml"]
    static let environments = ["ipad-pro-12-9/landscape/split-half-right/ltr", "ipad-pro-12-9/landscape/split-third-right/ltr"]
    /// Golden file extensions of the formats not named after theirs.
    static let extensions = ["text": "txt", "markdown": "md", "junit": "xml", "github": "github.txt"]

    @Test(arguments: Reporters.all.map(\.name))
    func reportMatchesItsGoldenFile(_ format: String) throws {
        let reporter = try #require(Reporters.named(format))
        let run = try GoldenFiles.run(Self.specs, in: Self.environments)
        try GoldenFiles.check(reporter.render(run, context: Self.context), against: "two-specs.\(Self.extensions[format] ?? format)")
    }

    @Test(arguments: FolderReporters.all.map(\.name))
    func folderMatchesItsGoldenFiles(_ format: String) throws {
        let reporter = try #require(FolderReporters.all.first { $0.name == format })
        let files = reporter.files(for: try GoldenFiles.run(Self.specs, in: Self.environments), context: Self.context)
        let pageExtension = format == "markdown" ? "md" : format
        #expect(files.map(\.path) == ["index", "apple-sample-edit-view", "toolbar-follows-keyboard"].map { "\($0).\(pageExtension)" })
        for file in files {
            try GoldenFiles.check(file.contents, against: "two-specs-\(format)-folder/\(file.path)")
        }
    }
}
