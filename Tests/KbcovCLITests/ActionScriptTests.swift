import Foundation
import KbcovTestSupport
import Testing

/// `scripts/kbcov-action.sh`, the GitHub Action's steps, run on Examples/SampleApp without
/// GitHub: the outputs the action uploads (SARIF, the job summary, the HTML pages) and the exit
/// code it fails the job with.
@Suite struct ActionScriptTests {
    static func runAction(_ environment: [String: String]) throws -> (result: CLIResult, output: URL) {
        let output = try temporaryFolder(["github-output": "", "summary.md": ""])
        let environment = [
            "KBCOV_BINARY": CLI.executable.path,
            "KBCOV_WORKING_DIRECTORY": SampleApp.folder.path,
            "KBCOV_OUTPUT_DIR": output.appendingPathComponent("kbcov").path,
            "KBCOV_DEFER_EXIT": "1",
            "GITHUB_OUTPUT": output.appendingPathComponent("github-output").path,
            "GITHUB_STEP_SUMMARY": output.appendingPathComponent("summary.md").path,
        ].merging(environment) { $1 }
        let result = try CLI.run([], program: Repository.root.appendingPathComponent("scripts/kbcov-action.sh"), environment: environment)
        return (result, output)
    }

    static func sarif(in output: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: output.appendingPathComponent("kbcov/kbcov.sarif"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func withTheBaselineTheActionWritesValidSarifASummaryAndPagesAndPasses() throws {
        let (result, output) = try Self.runAction([:])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(try String(contentsOf: output.appendingPathComponent("github-output"), encoding: .utf8)
            .hasPrefix("status=0\nsarif=\(output.appendingPathComponent("kbcov/kbcov.sarif").path)\n"))
        let sarif = try Self.sarif(in: output)
        #expect(sarif["version"] as? String == "2.1.0")
        #expect(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
        let summary = try String(contentsOf: output.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("CommentViewController"), "\(summary)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("kbcov/html/index.html").path))
    }

    @Test func newFindingsAreInTheSarifAndFailTheJob() throws {
        let baseline = try temporaryFolder(["empty.json": #"{"schema": "kbcov-baseline/1", "findings": []}"#])
        defer { try? FileManager.default.removeItem(at: baseline) }
        let (result, output) = try Self.runAction(["KBCOV_BASELINE": baseline.appendingPathComponent("empty.json").path,
                                                   "KBCOV_ENVIRONMENTS": "iphone-se", "KBCOV_FAIL_ON": "keyboard"])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.exitCode == 0, "the exit code is deferred to the action's last step: \(result.errors)")
        #expect(try String(contentsOf: output.appendingPathComponent("github-output"), encoding: .utf8).hasPrefix("status=1\n"))
        let results = try #require((Self.sarif(in: output)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["kbcov.squeezed", "kbcov.squeezed"], "left to right and right to left")
        #expect(try String(contentsOf: output.appendingPathComponent("summary.md"), encoding: .utf8).contains("squeezed"))
    }
}
