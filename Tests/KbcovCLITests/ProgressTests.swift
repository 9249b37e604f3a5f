import Foundation
import KbcovTestSupport
import Testing

@Suite struct ProgressTests {
    static let arguments = ["check", "specs/toolbar-follows-keyboard.yaml", "--environments", "iphone-16/portrait"]

    @Test func standardErrorStaysEmptyWhenItIsNotATerminal() throws {
        let result = try CLI.run(Self.arguments)
        #expect(!result.errors.contains("["))
        #expect(!result.errors.contains("▕"))
        #expect(!result.errors.contains("states in"))
    }

    @Test func verboseTimesEachSpec() throws {
        let result = try CLI.run(Self.arguments + ["--verbose"])
        #expect(result.errors.contains("specs/toolbar-follows-keyboard.yaml: 4 states in "))
        #expect(try CLI.run(Self.arguments + ["--verbose", "--quiet"]).exitCode == 2)
    }

    /// On a terminal (a pseudo-terminal made by `script`), a run of more than two seconds draws a
    /// bar that counts the screen's environments up to all of them, and clears it at the end. The
    /// iPads' 120 environments take about three times that delay on a fast machine (a debug build
    /// on 2 cores): one iPad's 18 took half of it there.
    @Test func aLongRunOnATerminalDrawsABarUpToEveryEnvironment() throws {
        let command = [CLI.executable.path, "check", "specs/apple-sample-edit-view.yaml", "--environments", "ipad",
                       "--no-cache", ">/dev/null"].joined(separator: " ")
        let log = TemporaryFiles.url("progress", extension: "log")
        let result = try CLI.run(["-qec", command, log.path], program: URL(fileURLWithPath: "/usr/bin/script"), environment: ["COLUMNS": "120"])
        #expect(result.exitCode == 1, "the sample's findings")
        let text = try String(contentsOf: log, encoding: .utf8)
        let lines = text.split(whereSeparator: { $0 == "\r" || $0 == "\n" }).map(String.init)
        let bars = lines.filter { $0.contains("▕") }
        #expect(!bars.isEmpty)
        #expect(bars.allSatisfy { $0.contains("/120 environments") })
        #expect(bars.last?.contains("100% · 120/120 environments") == true)
        let afterLastBar = try #require(text.range(of: "▕", options: .backwards)).upperBound
        #expect(text[afterLastBar...].contains("\u{1B}[2K"), "the bar is cleared at the end")
    }
}
