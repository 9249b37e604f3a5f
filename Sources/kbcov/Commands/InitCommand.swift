import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set kbcov up in an app's folder: find its screens, run a first check, write .kbcov.yml and a baseline of today's findings.",
        discussion: "Nothing changes where .kbcov.yml or the baseline exists already, unless --force.")

    @Argument(help: "The app's folder.")
    var folder: String = "."

    @Option(parsing: .upToNextOption, help: "Catalog names to analyse (written to .kbcov.yml): a set (default, iphone, ipad, quick), a device id, or an environment id prefix. Default: the whole catalog.")
    var environments: [String] = []

    @Option(help: "Worker threads for the first check. Default: one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Write .kbcov.yml and the baseline again, replacing them.")
    var force = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        throw InitFrontend(folder: folder, environments: environments, jobs: jobs, force: force).run().code
    }
}
