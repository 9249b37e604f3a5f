import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import Repairs
import Reporters
import Testing

/// `kbcov fix`'s formats on real repairs (real Z3): a conflict repaired, and a problem without a
/// repair whose best partial repair is shown.
@Suite struct FixReporterTests {
    static let context = ReportContext(toolVersion: "1.0.0-test")
    static let extensions = ["text": "txt", "markdown": "md"]
    static let twoTrailing = "Tests/RepairsTests/Fixtures/two-trailing-constraints.yaml"
    /// A problem no repair removes (`RepairsTests/NoRepairTests` reads it too).
    static let banner = "Tests/RepairsTests/Fixtures/banner-wider-than-the-screen.yaml"

    static func report(yaml: String, path: String) throws -> FixReport {
        let spec = try SpecLoader.load(yaml: yaml, path: path).get()
        let entries = [EnvironmentEntry(.named("ipad-pro-12-9/landscape/full/ltr"), location: SourceLocation(file: "test", line: 1, column: 1))]
        let environments = try Catalog.builtIn().environments(for: entries).get()
        return try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions()).run(.all)
    }

    static func twoTrailingReport() throws -> (FixReport, String) {
        let yaml = try String(contentsOf: GoldenFiles.repositoryRoot.appendingPathComponent(twoTrailing), encoding: .utf8)
        return (try report(yaml: yaml, path: twoTrailing), yaml)
    }

    @Test(arguments: FixFormat.allCases.map(\.rawValue))
    func repairMatchesItsGoldenFile(_ format: String) throws {
        let renderer = try #require(FixFormat(rawValue: format)).renderer
        let (report, _) = try Self.twoTrailingReport()
        try GoldenFiles.check(renderer.render(FixDocument(report: report, context: Self.context)), against: "fix-two-trailing.\(Self.extensions[format] ?? format)")
    }

    @Test(arguments: ["text", "markdown"])
    func noRepairMatchesItsGoldenFile(_ format: String) throws {
        let renderer = try #require(FixFormat(rawValue: format)).renderer
        let yaml = try String(contentsOf: GoldenFiles.repositoryRoot.appendingPathComponent(Self.banner), encoding: .utf8)
        let report = try Self.report(yaml: yaml, path: "banner.yaml")
        #expect(!report.isFixed)
        try GoldenFiles.check(renderer.render(FixDocument(report: report, context: Self.context)), against: "fix-no-repair.\(Self.extensions[format] ?? format)")
    }

    @Test func theReportIsTheSameWhateverTheJobs() throws {
        let yaml = try String(contentsOf: GoldenFiles.repositoryRoot.appendingPathComponent(Self.twoTrailing), encoding: .utf8)
        let spec = try SpecLoader.load(yaml: yaml, path: Self.twoTrailing).get()
        let entries = ["ipad-pro-12-9/landscape/split-half-right", "ipad-pro-12-9/landscape/full/ltr"].map {
            EnvironmentEntry(.named($0), location: SourceLocation(file: "test", line: 1, column: 1))
        }
        let environments = try Catalog.builtIn().environments(for: entries).get()
        let outputs = try [1, 2].map { jobs in
            FixJSONReporter().render(
                try RepairSearch(spec: spec, yaml: yaml, environments: environments, options: AnalysisOptions(jobs: jobs)).run(.all),
                context: Self.context)
        }
        #expect(outputs[0] == outputs[1])
    }

    @Test func markdownSuggestionBlocksHoldTheRepairedLines() throws {
        let (report, _) = try Self.twoTrailingReport()
        let markdown = FixMarkdownReporter().render(report, context: Self.context)
        let repair = try #require(report.answers.first { $0.problem.kind == .conflict }?.repair)
        for edit in repair.specEdits {
            #expect(markdown.contains("```suggestion\n" + edit.after.map { $0 + "\n" }.joined() + "```"))
        }
    }

    /// The structural requirements SARIF 2.1.0's schema puts on `fixes`, and that the replacements,
    /// applied to the spec, give the file the repair's edits give.
    @Test func sarifFixesAreValidArtifactChanges() throws {
        let (report, yaml) = try Self.twoTrailingReport()
        let log = try #require(try JSONSerialization.jsonObject(with: Data(FixSARIFReporter().render(report, context: Self.context).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "kbcov")
        let ruleIDs = Set(((driver["rules"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        let results = try #require(run["results"] as? [[String: Any]])
        var fixed = 0
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(ruleID))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            guard let fixes = result["fixes"] as? [[String: Any]] else { continue }
            #expect(!fixes.isEmpty)
            for fix in fixes {
                #expect((fix["description"] as? [String: Any])?["text"] is String)
                let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
                #expect(!changes.isEmpty, "artifactChanges: minItems 1")
                for change in changes {
                    let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
                    #expect(uri == Self.twoTrailing)
                    let replacements = try #require(change["replacements"] as? [[String: Any]])
                    #expect(!replacements.isEmpty, "replacements: minItems 1")
                    var lines = yaml.components(separatedBy: "\n")
                    for replacement in replacements.reversed() {
                        let region = try #require(replacement["deletedRegion"] as? [String: Int])
                        let (startLine, startColumn) = (try #require(region["startLine"]), try #require(region["startColumn"]))
                        let (endLine, endColumn) = (try #require(region["endLine"]), try #require(region["endColumn"]))
                        #expect(startLine >= 1 && startColumn >= 1 && endColumn >= 1 && (endLine, endColumn) > (startLine, startColumn))
                        #expect(startColumn == 1 && endColumn == 1, "whole lines")
                        let text = try #require((replacement["insertedContent"] as? [String: Any])?["text"] as? String)
                        var inserted = text.components(separatedBy: "\n")
                        inserted.removeLast()
                        lines.replaceSubrange((startLine - 1)..<(endLine - 1), with: inserted)
                    }
                    let repair = try #require(report.answers.compactMap(\.repair).first)
                    #expect(lines.joined(separator: "\n") == applied(repair.specEdits, to: yaml))
                    fixed += 1
                }
            }
        }
        #expect(fixed > 0)
    }

    private func applied(_ edits: [LineEdit], to yaml: String) -> String {
        var lines = yaml.components(separatedBy: "\n")
        for edit in edits.sorted(by: { $0.startLine > $1.startLine }) {
            lines.replaceSubrange((edit.startLine - 1)...(edit.endLine - 1), with: edit.after)
        }
        return lines.joined(separator: "\n")
    }
}
