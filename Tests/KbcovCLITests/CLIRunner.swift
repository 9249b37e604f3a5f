import Foundation
import KbcovTestSupport

/// Runs the built `kbcov` executable, as a user or a CI job would.
struct CLIResult {
    var exitCode: Int32
    var output: String
    var errors: String
}

enum CLI {
    /// `kbcov` sits next to the test bundle in the build folder.
    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("kbcov").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("kbcov")
    }()

    /// Runs in the repository's root unless told otherwise; `program` runs another tool the same
    /// way, and `environment` is added to the test's.
    static func run(_ arguments: [String], in folder: URL? = nil, program: URL = executable, environment: [String: String] = [:]) throws -> CLIResult {
        let (process, output, errors) = piped(arguments, in: folder, program: program)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            exitCode: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A spec file in a fresh temporary folder.
    static func temporarySpec(_ yaml: String, name: String = "spec.yaml") throws -> String {
        try temporaryFolder([name: yaml]).appendingPathComponent(name).path
    }

    /// `kbcov arguments`, to run in `folder` (the repository's root when `nil`), its outputs piped.
    /// In the repository's root, `check` and `report` run without the result cache unless a test
    /// names one: each test sees a fresh analysis, and none leaves a `.kbcov-cache` there.
    static func piped(_ arguments: [String], in folder: URL?, program: URL = executable) -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = program
        let analyses = folder == nil && ["check", "report"].contains(arguments.first ?? "") && !arguments.contains("--from")
        let namesACache = arguments.contains("--cache-path") || arguments.contains("--no-cache")
        process.arguments = arguments + (analyses && !namesACache ? ["--no-cache"] : [])
        process.currentDirectoryURL = folder ?? Repository.root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        return (process, output, errors)
    }
}

/// A run with a time limit, and the peak memory it used.
struct BoundedResult {
    var result: CLIResult
    /// The process was killed at the time limit.
    var timedOut: Bool
    /// The highest resident set size seen (Linux's `VmHWM`), in bytes; 0 where it cannot be read.
    var peakMemory: Int
}

extension CLI {
    /// Runs `kbcov` and kills it after `seconds`: a hang is a failed expectation, not a stuck suite.
    static func run(_ arguments: [String], in folder: URL? = nil, timeLimit seconds: Double) throws -> BoundedResult {
        let (process, output, errors) = piped(arguments, in: folder)
        let collected = Collected()
        try process.run()
        let readers = DispatchGroup()
        for (pipe, isOutput) in [(output, true), (errors, false)] {
            DispatchQueue.global().async(group: readers) {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), isOutput: isOutput)
            }
        }
        let deadline = Date().addingTimeInterval(seconds)
        var peak = 0, timedOut = false
        while process.isRunning {
            peak = max(peak, peakMemory(of: process.processIdentifier))
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        readers.wait()
        return BoundedResult(
            result: CLIResult(exitCode: process.terminationStatus,
                              output: String(decoding: collected.output, as: UTF8.self),
                              errors: String(decoding: collected.errors, as: UTF8.self)),
            timedOut: timedOut, peakMemory: peak)
    }

    private static func peakMemory(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
        else { return 0 }
        return kilobytes * 1024
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var output = Data()
    private(set) var errors = Data()

    func set(_ data: Data, isOutput: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isOutput { output = data } else { errors = data }
    }
}
