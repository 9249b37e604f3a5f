import Foundation
import KbcovTestSupport
import Testing

/// `report --from` and `check --from` render a saved or merged JSON report exactly as the run
/// that wrote it; `merge` refuses what is not a report kbcov wrote.
@Suite struct ReportFromJSONTests {
    static let analysis = ["specs", "--environments", "quick", "--tool-version", "test"]

    @Test func pagesFromMergedShardsEqualTheUnshardedRunsByteForByte() throws {
        var shards: [String] = []
        for index in 1...3 {
            let shard = try CLI.run(["check"] + Self.analysis + ["--shard", "\(index)/3", "--format", "json"])
            #expect(shard.exitCode == 1)
            shards.append(try CLI.temporarySpec(shard.output, name: "shard-\(index).json"))
        }
        let merged = try CLI.run(["merge"] + shards)
        #expect(merged.exitCode == 1)
        let mergedFile = try CLI.temporarySpec(merged.output, name: "merged.json")
        let direct = Self.temporaryFolder(), fromJSON = Self.temporaryFolder()
        #expect(try CLI.run(["report"] + Self.analysis + ["--out", direct.path]).exitCode == 1)
        let rendered = try CLI.run(["report", "--from", mergedFile, "--out", fromJSON.path])
        #expect(rendered.exitCode == 1, "\(rendered.errors)")
        let files = try Self.files(in: direct)
        #expect(files.keys.contains("index.html") && files.keys.contains("index.md") && files.count > 4)
        #expect(try Self.files(in: fromJSON) == files)
    }

    @Test func everyFormatFromASavedReportEqualsTheDirectRun() throws {
        let saved = try CLI.run(["check"] + Self.analysis + ["--format", "json"])
        let file = try CLI.temporarySpec(saved.output, name: "run.json")
        for format in ["text", "json", "markdown", "sarif", "junit", "github"] {
            let direct = try CLI.run(["check"] + Self.analysis + ["--format", format])
            let fromJSON = try CLI.run(["check", "--from", file, "--format", format])
            #expect(fromJSON.exitCode == direct.exitCode, "\(format): \(fromJSON.errors)")
            #expect(fromJSON.output == direct.output, "\(format)")
        }
    }

    /// A report listing an input not analysed keeps it through a save, a merge and a render, with
    /// the run's exit code: 1 beside an analysed screen, 2 when nothing was analysed.
    @Test func inputsNotAnalysedRoundTripWithTheRunsExitCode() throws {
        let cell = try CLI.temporarySpec(BadgeView.source, name: "BadgeView.swift")
        let validator = try #require(SchemaTests.validator)
        for (inputs, exitCode) in [(["specs/toolbar-follows-keyboard.yaml", cell], Int32(1)), ([cell], 2)] {
            let analysis = inputs + ["--environments", "iphone-16/portrait", "--tool-version", "test"]
            let saved = try CLI.run(["check"] + analysis + ["--format", "json"])
            #expect(saved.exitCode == exitCode, "\(saved.errors)")
            #expect(saved.output.contains("\"reason\": \"not-a-screen\""))
            #expect(try validator.problems(of: Data(saved.output.utf8), against: "kbcov-report-1.schema.json") == [])
            let file = try CLI.temporarySpec(saved.output, name: "run.json")
            let merged = try CLI.run(["merge", file])
            #expect(merged.exitCode == exitCode)
            #expect(merged.output == saved.output)
            for format in ["text", "markdown", "sarif", "junit", "github"] {
                let direct = try CLI.run(["check"] + analysis + ["--format", format])
                let fromJSON = try CLI.run(["check", "--from", file, "--format", format])
                #expect(fromJSON.exitCode == exitCode, "\(format): \(fromJSON.errors)")
                #expect(fromJSON.output == direct.output, "\(format)")
            }
            let pages = Self.temporaryFolder()
            #expect(try CLI.run(["report", "--from", file, "--out", pages.path]).exitCode == exitCode)
            #expect(try String(contentsOf: pages.appendingPathComponent("index.md"), encoding: .utf8).contains("## Not analysed"))
        }
    }

    @Test func mergeRejectsTruncatedAndEditedReportsNamingTheFileAndTheReason() throws {
        let saved = try CLI.run(["check", "specs/toolbar-follows-keyboard.yaml", "--environments", "quick", "--format", "json"])
        let truncated = try CLI.temporarySpec(String(saved.output.prefix(saved.output.count / 2)), name: "truncated.json")
        let cut = try CLI.run(["merge", truncated])
        #expect(cut.exitCode == 2)
        #expect(cut.errors.contains("error: \(truncated): not a kbcov-report/1 JSON report"))
        #expect(cut.errors.contains("not JSON"))

        let editedSummary = saved.output.replacingOccurrences(of: "\"clean\": ", with: "\"clean\": 1")
        let summary = try CLI.run(["merge", try CLI.temporarySpec(editedSummary, name: "summary.json")])
        #expect(summary.exitCode == 2)
        #expect(summary.errors.contains("summary of the spec's states") && summary.errors.contains("at .specs[0].summary"))

        let editedID = saved.output.replacingOccurrences(of: "/full/ltr/docked/", with: "/full/rtl/docked/")
        let id = try CLI.run(["merge", try CLI.temporarySpec(editedID, name: "id.json")])
        #expect(id.exitCode == 2)
        #expect(id.errors.contains("Expected the id") && id.errors.contains(".specs[0].states["))

        let wrongMethod = saved.output.replacingOccurrences(of: "\"method\": \"exact\"", with: "\"method\": \"exakt\"")
        #expect(wrongMethod != saved.output)
        let method = try CLI.run(["check", "--from", try CLI.temporarySpec(wrongMethod, name: "method.json")])
        #expect(method.exitCode == 2)
        #expect(method.errors.contains("Expected one of exact, exact-folded-at-witness, incomplete, unreachable, found 'exakt'"))
    }

    @Test func fromTakesNoSpecsOrAnalysisOptions() throws {
        let result = try CLI.run(["report", "--from", "run.json", "specs", "--out", Self.temporaryFolder().path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("--from"))
    }

    static func temporaryFolder() -> URL {
        TemporaryFiles.url("pages")
    }

    /// Every file under `folder`, by relative path.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
