import Foundation
import KbcovTestSupport
import Testing

/// Files kbcov writes (`check --output`, `report --out`, `--write-baseline`) are replaced whole,
/// through a temporary file renamed over them: nothing half-written is ever left behind.
@Suite struct ReportFileTests {
    static let arguments = ["check", "specs/toolbar-follows-keyboard.yaml", "--environments", "iphone-16/portrait", "--format", "json"]

    func folder() throws -> URL {
        let folder = TemporaryFiles.url("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func outputReplacesTheFileWithTheWholeReport() throws {
        let folder = try folder()
        let report = folder.appendingPathComponent("report.json")
        try String(repeating: "an older, longer report\n", count: 10_000).write(to: report, atomically: false, encoding: .utf8)
        let printed = try CLI.run(Self.arguments)
        let written = try CLI.run(Self.arguments + ["--output", report.path])
        #expect(written.exitCode == printed.exitCode)
        #expect(written.output.isEmpty)
        #expect(try String(contentsOf: report, encoding: .utf8) == printed.output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"], "no temporary file left")
    }

    @Test func unwritableOutputIsAnErrorAndWritesNothing() throws {
        let folder = try folder()
        let report = folder.appendingPathComponent("missing/report.json")
        let result = try CLI.run(Self.arguments + ["--output", report.path])
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("error: cannot write the report to \(report.path)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func reportFolderHasNoTemporaryFiles() throws {
        let folder = try folder()
        let result = try CLI.run(["report", "specs/toolbar-follows-keyboard.yaml", "--environments", "iphone-16/portrait", "--out", folder.path])
        #expect(result.exitCode <= 1)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(files.contains("index.html"))
        #expect(!files.contains { $0.hasSuffix(".partial") })
    }
}
