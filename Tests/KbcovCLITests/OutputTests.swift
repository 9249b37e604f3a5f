import Foundation
import KbcovTestSupport
import Testing

@Suite struct OutputTests {
    /// `kbcov check --format json` is byte-identical whatever `--jobs` is.
    @Test func jsonIsByteIdenticalAcrossJobs() throws {
        let arguments = ["check", "specs/apple-sample-edit-view.yaml", "--environments", "quick", "--format", "json", "--tool-version", "test"]
        let one = try CLI.run(arguments + ["--jobs", "1"])
        let two = try CLI.run(arguments + ["--jobs", "2"])
        #expect(one.exitCode == 1)
        #expect(one.output == two.output)
        #expect(one.output.hasPrefix("{\n  \"schema\": \"kbcov-report/1\""))
        #expect(one.output.contains("\"version\": \"test\""))
    }

    @Test func statesListsTheDividerStateAndNeverMoreThanTwoEdges() throws {
        let result = try CLI.run(["states", "--format", "json"])
        #expect(result.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let states = try #require(document["states"] as? [[String: Any]])
        let wanted = try #require(states.first { $0["id"] as? String == "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading" })
        #expect(wanted["reachable"] as? Bool == true)
        #expect(states.allSatisfy { (($0["near"] as? [String]) ?? []).count <= 2 })
        #expect(states.count > 2000)
    }
}

@Suite struct ReportCommandTests {
    @Test func writesHTMLAndMarkdownPagesForEverySpec() throws {
        let folder = TemporaryFiles.url("report").path
        let result = try CLI.run(["report", "specs/toolbar-follows-keyboard.yaml", "specs/apple-sample-edit-view.yaml",
                                  "--environments", "quick", "--out", folder])
        #expect(result.exitCode == 1, "the specs have findings")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["apple-sample-edit-view.html", "apple-sample-edit-view.md", "index.html", "index.md",
                          "toolbar-follows-keyboard.html", "toolbar-follows-keyboard.md"])
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains("toolbar-follows-keyboard.html"))
    }
}
