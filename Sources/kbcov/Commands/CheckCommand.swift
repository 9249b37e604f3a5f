import ArgumentParser
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Analyse specs in every keyboard state and report the findings.")

    @Argument(help: "Spec files, Swift files, or folders searched for *.yaml and *.yml specs and *.swift view code.")
    var paths: [String] = ["specs"]

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "Worker threads, each with its own Z3 context; results are identical for every value. Default: one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "text or json.")
    var format: String = "text"

    @Option(help: "Solver resource limit per question (deterministic); hitting it gives an unknown finding.")
    var rlimit: UInt32?

    @Option(help: "The version printed in reports (for stable golden files).")
    var toolVersion: String = Kbcov.version

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        throw CheckFrontend(
            paths: paths, environments: environmentOptions.environments, catalogPath: environmentOptions.catalog,
            jobs: jobs, format: format, rlimit: rlimit, toolVersion: toolVersion
        ).run().code
    }
}
