import Foundation
import LayoutSpec

/// The files that differ between the working tree and a git revision (`--changed-since`): those
/// `git diff --name-only REV` lists, and the untracked ones (a new screen is not in git yet).
enum GitChanges {
    /// Absolute paths; an input error when the folder is not in a git repository or the revision
    /// is unknown.
    static func files(since revision: String) -> Result<[String], KbcovFailure> {
        let failure = { (message: String) -> KbcovFailure in
            .input([.error(.invalidValue, at: SourceLocation(file: "<command line>", line: 1, column: 1),
                           "--changed-since \(revision): \(message)")])
        }
        guard !revision.hasPrefix("-") else { return .failure(failure("expected a git revision, not an option")) }
        let root: String
        switch git(["rev-parse", "--show-toplevel"]) {
        case .failure(let error): return .failure(failure("expected a git repository here (\(error.message))"))
        case .success(let output): root = output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard case .success = git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) else {
            return .failure(failure("expected a revision of this repository (a commit, branch or tag)"))
        }
        var files: [String] = []
        for arguments in [["diff", "--name-only", "-z", revision, "--"], ["ls-files", "--others", "--exclude-standard", "-z"]] {
            switch git(arguments) {
            case .failure(let error): return .failure(failure(error.message))
            case .success(let output):
                files += output.split(separator: "\0").map { URL(fileURLWithPath: root).appendingPathComponent(String($0)).path }
            }
        }
        return .success(files)
    }

    private struct GitError: Error {
        var message: String
    }

    /// Standard output, or standard error's first line when git fails.
    private static func git(_ arguments: [String]) -> Result<String, GitError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return .failure(GitError(message: "cannot run git: \(error.localizedDescription)")) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).split(separator: "\n").first.map(String.init)
            return .failure(GitError(message: message ?? "git \(arguments.first ?? "") failed"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }
}
