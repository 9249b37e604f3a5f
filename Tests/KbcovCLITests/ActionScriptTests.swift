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

    /// The first run's results.
    static func sarifResults(in output: URL) throws -> [[String: Any]] {
        try #require((sarif(in: output)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    }

    @Test func withTheBaselineTheActionWritesValidSarifASummaryAndPagesAndPasses() throws {
        let (result, output) = try Self.runAction([:])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(try String(contentsOf: output.appendingPathComponent("github-output"), encoding: .utf8)
            .hasPrefix("status=0\nsarif=\(output.appendingPathComponent("kbcov/kbcov.sarif").path)\n"))
        let sarif = try Self.sarif(in: output)
        #expect(sarif["version"] as? String == "2.1.0")
        #expect(try Self.sarifResults(in: output).isEmpty)
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
        let results = try Self.sarifResults(in: output)
        // The send button squeezed and the text view under the docked keyboard, left to right and right to left.
        #expect(results.map { $0["ruleId"] as? String } == ["kbcov.squeezed", "kbcov.covered", "kbcov.squeezed", "kbcov.covered"])
        #expect(try String(contentsOf: output.appendingPathComponent("summary.md"), encoding: .utf8).contains("squeezed"))
    }

    /// A pull request's checkout of the sample app: the app committed as the base, `change` made
    /// to it and committed on top, then cloned one commit deep as actions/checkout clones.
    static func pullRequest(_ change: (URL) throws -> Void) throws -> (checkout: URL, base: String) {
        let folder = try temporaryFolder([:])
        let origin = folder.appendingPathComponent("origin")
        try FileManager.default.createDirectory(at: origin, withIntermediateDirectories: true)
        for name in ["Package.swift", "Sources", ".kbcov.yml", "kbcov-baseline.json"] {
            try FileManager.default.copyItem(at: SampleApp.folder.appendingPathComponent(name), to: origin.appendingPathComponent(name))
        }
        try Git.run(["init", "-q"], in: origin)
        try Git.run(["add", "."], in: origin)
        try Git.run(["commit", "-qm", "Sample app"], in: origin)
        let base = try Git.run(["rev-parse", "HEAD"], in: origin).trimmingCharacters(in: .whitespacesAndNewlines)
        try change(origin)
        try Git.run(["add", "-A"], in: origin)
        try Git.run(["commit", "-qm", "Change"], in: origin)
        try Git.run(["clone", "-q", "--depth", "1", origin.absoluteString, "checkout"], in: folder)
        return (folder.appendingPathComponent("checkout"), base)
    }

    /// The paths of the screens the saved run analysed.
    static func analysedScreens(in output: URL) throws -> [String] {
        let data = try Data(contentsOf: output.appendingPathComponent("kbcov/kbcov.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(document["specs"] as? [[String: Any]]).compactMap { $0["path"] as? String }
    }

    /// On a pull request the action passes the base commit: a taller sign-in button analyses the
    /// sign-in screen only, and its new findings (the fields left free in landscape on the iPhone
    /// SE) are in the SARIF and the summary.
    @Test func onAPullRequestOnlyTheChangedScreenIsAnalysed() throws {
        let (checkout, base) = try Self.pullRequest { app in
            let file = app.appendingPathComponent("Sources/SampleApp/Screens/SignInViewController.swift")
            let code = try String(contentsOf: file, encoding: .utf8)
            let bottom = "form.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),\n"
            try code.replacingOccurrences(of: bottom, with: bottom + "            signInButton.heightAnchor.constraint(equalToConstant: 56),\n")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: checkout.deletingLastPathComponent()) }
        let (result, output) = try Self.runAction(["KBCOV_WORKING_DIRECTORY": checkout.path, "KBCOV_CHANGED_SINCE": base])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.errors.contains("note: 1 screen changed"), "\(result.errors)")
        #expect(try Self.analysedScreens(in: output) == ["Sources/SampleApp/Screens/SignInViewController.swift"])
        #expect(try String(contentsOf: output.appendingPathComponent("github-output"), encoding: .utf8).hasPrefix("status=1\n"))
        let results = try Self.sarifResults(in: output)
        #expect(!results.isEmpty)
        let files = Set(results.flatMap { ($0["locations"] as? [[String: Any]] ?? []).compactMap {
            (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        } })
        #expect(files == ["Sources/SampleApp/Screens/SignInViewController.swift"], "\(files)")
        let summary = try String(contentsOf: output.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("SignInViewController") && !summary.contains("CommentViewController"), "\(summary)")
    }

    /// A pull request that changes no screen's files analyses nothing, passes, and says so.
    @Test func aPullRequestThatChangesNoScreenAnalysesNothingAndSaysSo() throws {
        let (checkout, base) = try Self.pullRequest { app in
            try "# Sample app\n\nTwo screens for kbcov's action.\n".write(to: app.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: checkout.deletingLastPathComponent()) }
        let (result, output) = try Self.runAction(["KBCOV_WORKING_DIRECTORY": checkout.path, "KBCOV_CHANGED_SINCE": base])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(try String(contentsOf: output.appendingPathComponent("github-output"), encoding: .utf8).hasPrefix("status=0\n"))
        #expect(try Self.analysedScreens(in: output) == [])
        #expect(try Self.sarifResults(in: output).isEmpty)
        let summary = try String(contentsOf: output.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("\nNo screen analysed: none of their files changed.\n"), "\(summary)")
    }
}
