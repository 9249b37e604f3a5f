import Foundation
import KbcovTestSupport
import Testing

/// `check` with the result cache: the report is byte for byte the same cold, warm and without the
/// cache, and two runs writing one cache at the same time agree and leave it readable.
@Suite struct ResultCacheCLITests {
    static let arguments = ["check", "specs", "--environments", "iphone-se", "--format", "json"]

    /// Both processes started before either is waited for.
    static func concurrently(_ first: [String], _ second: [String]) throws -> [CLIResult] {
        let runs = [first, second].map { CLI.piped($0, in: nil) }
        for run in runs { try run.process.run() }
        let collected = Outputs()
        let readers = DispatchGroup()
        for (index, run) in runs.enumerated() {
            DispatchQueue.global().async(group: readers) {
                let output = run.output.fileHandleForReading.readDataToEndOfFile()
                let errors = run.errors.fileHandleForReading.readDataToEndOfFile()
                collected.set(index, output, errors)
            }
        }
        readers.wait()
        return runs.enumerated().map { index, run in
            run.process.waitUntilExit()
            return CLIResult(exitCode: run.process.terminationStatus, output: collected.output(index), errors: collected.errors(index))
        }
    }

    @Test func twoConcurrentRunsThenAWarmOneWriteTheReportOfAnUncachedRun() throws {
        let cache = try temporaryFolder([:]).appendingPathComponent("cache").path
        let uncached = try CLI.run(Self.arguments + ["--no-cache"])
        #expect(uncached.exitCode == 1, "the shipped specs have findings: \(uncached.errors)")
        let cold = try Self.concurrently(Self.arguments + ["--cache-path", cache], Self.arguments + ["--cache-path", cache])
        for run in cold {
            #expect(run.exitCode == uncached.exitCode, "\(run.errors)")
            #expect(run.output == uncached.output)
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(entries.filter { $0.hasSuffix(".json") }.count == 8, "one entry per shipped screen: \(entries)")
        #expect(!entries.contains { $0.hasSuffix(".partial") }, "no temporary file left")
        let warm = try CLI.run(Self.arguments + ["--cache-path", cache, "--verbose"])
        #expect(warm.output == uncached.output)
        #expect(warm.errors.components(separatedBy: "(cached)\n").count == 9, "every screen read from the cache: \(warm.errors)")
    }

    @Test func theConfigurationChoosesTheFolderOrTurnsTheCacheOff() throws {
        let spec = """
            kbcov: 1
            name: pinned button
            views:
              button: { intrinsicSize: { width: 100, height: 44 } }
            constraints:
              - button.bottom == keyboard.top
              - button.leading == safeArea.leading
            """
        let folder = try temporaryFolder(["specs/button.yaml": spec, ".kbcov.yml": "specs: [specs]\n"])
        let arguments = ["check", "--environments", "iphone-se/portrait", "--verbose"]
        let exists = { (path: String) in FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }
        #expect(try CLI.run(arguments, in: folder.appendingPathComponent("specs")).exitCode == 0)
        #expect(exists(".kbcov-cache"), "beside .kbcov.yml, wherever the run starts")

        try "specs: [specs]\ncache: build/results\n".write(to: folder.appendingPathComponent(".kbcov.yml"), atomically: true, encoding: .utf8)
        #expect(try !CLI.run(arguments, in: folder).errors.contains("(cached)"))
        #expect(try CLI.run(arguments, in: folder).errors.contains("(cached)"))
        #expect(exists("build/results"))

        try "specs: [specs]\ncache: false\n".write(to: folder.appendingPathComponent(".kbcov.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".kbcov-cache"))
        #expect(try !CLI.run(arguments, in: folder).errors.contains("(cached)"))
        #expect(!exists(".kbcov-cache"))
    }
}

private final class Outputs: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [Int: (Data, Data)] = [:]

    func set(_ index: Int, _ output: Data, _ errors: Data) {
        lock.lock()
        defer { lock.unlock() }
        outputs[index] = (output, errors)
    }

    func output(_ index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: outputs[index]?.0 ?? Data(), as: UTF8.self)
    }

    func errors(_ index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: outputs[index]?.1 ?? Data(), as: UTF8.self)
    }
}
