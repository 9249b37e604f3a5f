import Foundation

/// Runs the built `kbcov` executable, as a user or a CI job would.
struct CLIResult {
    var exitCode: Int32
    var output: String
    var errors: String
}

enum CLI {
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// `kbcov` sits next to the test bundle in the build folder.
    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("kbcov").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("kbcov")
    }()

    /// Runs in the repository's root unless told otherwise.
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? repositoryRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbcov-cli-\(UUID().uuidString)")
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
