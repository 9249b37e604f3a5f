import LayoutAnalysis
import Reporters
import Testing

@Suite struct ReporterGoldenTests {
    static let context = ReportContext(toolVersion: "1.0.0-test", date: "2026-01-01")
    static let specs = ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml"]
    static let environments = ["ipad-pro-12-9/landscape/split-half-right/ltr", "ipad-pro-12-9/landscape/split-third-right/ltr"]

    @Test(arguments: Reporters.all.map(\.name))
    func reportMatchesItsGoldenFile(_ format: String) throws {
        let reporter = try #require(Reporters.named(format))
        let run = try GoldenFiles.run(Self.specs, in: Self.environments)
        try GoldenFiles.check(reporter.render(run, context: Self.context), against: "two-specs.\(format == "text" ? "txt" : format)")
    }
}
