import ArgumentParser
import Foundation
import Reporters

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "The smallest change that removes a spec's findings without adding one, proven over every state.",
        discussion: KbcovExit.help { $0.fixMeaning })

    @Argument(help: "One spec file (YAML or Swift).")
    var spec: String

    @Option(help: "Repair only the findings that name this constraint id.")
    var constraint: String?

    @Option(help: #"Repair only this finding: a fingerprint as in a baseline file, {"state": …, "kind": …, "items": […], "constraints": […]}."#)
    var finding: String?

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "One of: \(FixFormat.names).")
    var format: FixFormat = .text

    @Option(help: "Worker threads; results are identical for every value. Default: one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "The version printed in reports (for stable golden files).")
    var toolVersion: String = Kbcov.version

    func validate() throws {
        guard constraint == nil || finding == nil else { throw ValidationError("give at most one of --constraint and --finding") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        throw FixFrontend(
            specPath: spec, constraint: constraint, finding: finding, environments: environmentOptions.environments,
            catalogPath: environmentOptions.catalog, format: format, jobs: jobs, toolVersion: toolVersion
        ).run().code
    }
}

extension FixFormat: ExpressibleByArgument {}
