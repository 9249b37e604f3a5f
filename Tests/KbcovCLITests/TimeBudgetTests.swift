import Foundation
import KbcovTestSupport
import Testing

/// `--time-budget` and `.kbcov.yml`'s `timeBudget`: states not decided in time are unknown with
/// the reason "time budget", never clean, and the run exits 4 (incomplete).
@Suite struct TimeBudgetTests {
    static let spec = "specs/toolbar-follows-keyboard.yaml"

    @Test func spentBudgetLeavesEveryReachableStateUnknownAndExitsFour() throws {
        let result = try CLI.run(["check", Self.spec, "--environments", "ipad-pro-11/landscape", "--time-budget", "0.001", "--format", "json"])
        #expect(result.exitCode == 4, "\(result.errors)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let spec = try #require((report["specs"] as? [[String: Any]])?.first)
        let summary = try #require(spec["summary"] as? [String: Any])
        #expect(summary["clean"] as? Int == 0)
        let states = try #require(spec["states"] as? [[String: Any]])
        let reachable = states.filter { $0["reachable"] as? Bool == true }
        #expect(!reachable.isEmpty)
        for state in reachable {
            let findings = state["findings"] as? [[String: Any]] ?? []
            #expect(findings.count == 1 && findings[0]["kind"] as? String == "unknown")
            #expect((findings[0]["message"] as? String)?.hasPrefix("time budget: the state was not decided within the 0.001 s time budget") == true)
            #expect(state["method"] as? String == "incomplete")
        }
    }

    @Test func ampleBudgetChangesNothing() throws {
        let arguments = ["check", Self.spec, "--environments", "ipad-pro-11/landscape", "--format", "json"]
        let unbounded = try CLI.run(arguments)
        let budgeted = try CLI.run(arguments + ["--time-budget", "3600"])
        #expect(budgeted.exitCode == unbounded.exitCode)
        #expect(budgeted.output == unbounded.output)
    }

    @Test func configuredBudgetAppliesAndBadOnesAreInputErrors() throws {
        let root = try ConfigurationTests.project(configuration: "specs: [specs]\nenvironments: [iphone-16/portrait]\ntimeBudget: 0.001\n")
        let configured = try CLI.run(["check"], in: root)
        #expect(configured.exitCode == 4)
        #expect(configured.output.contains("time budget"))
        #expect(!configured.output.contains("no findings"))

        let negative = try ConfigurationTests.project(configuration: "timeBudget: -5\n")
        let refused = try CLI.run(["check"], in: negative)
        #expect(refused.exitCode == 2)
        #expect(refused.errors.contains(".kbcov.yml:1:13: error: expected a time budget above 0 and at most 86400 seconds; found -5 [invalidNumber]"))
        #expect(try CLI.run(["check", Self.spec, "--time-budget", "0"]).exitCode == 2)
        #expect(try CLI.run(["check", Self.spec, "--time-budget", "nan"]).exitCode == 2)
    }

    /// A saved report keeps its cut-off states: rendering it again (`check --from`, `report --from`)
    /// exits 4 again, and writes its file whole like an analysing run.
    @Test func savedReportOfACutOffRunExitsFourAgain() throws {
        let folder = TemporaryFiles.url("budget")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = folder.appendingPathComponent("run.json").path
        let run = try CLI.run(["check", Self.spec, "--environments", "iphone-16/portrait", "--time-budget", "0.001", "--format", "json", "--output", saved])
        #expect(run.exitCode == 4, "\(run.errors)")

        let text = folder.appendingPathComponent("run.txt").path
        let rendered = try CLI.run(["check", "--from", saved, "--format", "text", "--output", text])
        #expect(rendered.exitCode == 4, "\(rendered.errors)")
        #expect(rendered.output.isEmpty)
        #expect(try String(contentsOfFile: text, encoding: .utf8).contains("time budget: the state was not decided within the 0.001 s time budget"))

        let pages = folder.appendingPathComponent("pages")
        #expect(try CLI.run(["report", "--from", saved, "--out", pages.path]).exitCode == 4)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: pages.path).contains("index.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["pages", "run.json", "run.txt"], "no temporary file left")

        // A budget means nothing to a saved report.
        #expect(try CLI.run(["check", "--from", saved, "--time-budget", "5"]).exitCode == 2)
    }
}
