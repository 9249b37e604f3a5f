import Foundation
import Testing

/// git, run in a test's temporary repository as a named committer (a CI machine may have none).
enum Git {
    /// Standard output; a failed requirement when git fails.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> String {
        let result = try CLI.run(["git", "-c", "user.name=kbcov", "-c", "user.email=kbcov@example.com"] + arguments,
                                 in: folder, program: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(result.exitCode == 0, "git \(arguments): \(result.errors)")
        return result.output
    }
}
