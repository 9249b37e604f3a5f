import Foundation
import PackagePlugin

/// `swift package kbcov [command] [options]`: runs kbcov, built by SwiftPM from this package, in
/// the package's folder. `check`, `report` and `validate` (the default is `check`) get the source
/// folders of the package's Swift targets — those named by `--target NAME`, else all but the test
/// targets — unless the package has a `.kbcov.yml`, whose `specs:` then say what to read.
@main
struct KbcovPlugin: CommandPlugin {
    static let commandsReadingFolders: Set<String> = ["check", "report", "validate"]
    /// kbcov's subcommands, so that a first argument that is none of them (`--environments`) means `check`.
    static let commands: Set<String> = commandsReadingFolders.union(["init", "why", "fix", "merge", "states", "import"])

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        let command = remaining.first.flatMap { Self.commands.contains($0) ? $0 : nil } ?? "check"
        if remaining.first == command { remaining.removeFirst() }
        let package = context.package.directoryURL.path
        let configured = FileManager.default.fileExists(atPath: package + "/.kbcov.yml")
        var folders: [String] = []
        if Self.commandsReadingFolders.contains(command), !configured || !named.isEmpty {
            let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
            folders = targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { !named.isEmpty || $0.kind != .test }.map(\.directoryURL.path)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "kbcov").url
        process.arguments = [command] + folders.map { relative($0, to: package) } + remaining
        process.currentDirectoryURL = URL(fileURLWithPath: package)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("kbcov \(command) exited with \(process.terminationStatus) (`kbcov --help` lists its exit codes)")
            throw ExitCode(process.terminationStatus)
        }
    }

    /// Paths in reports and baselines are the user's: relative to the package's folder.
    private func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}

struct ExitCode: Error, CustomStringConvertible {
    let status: Int32
    init(_ status: Int32) { self.status = status }
    var description: String { "kbcov exited with \(status)" }
}
