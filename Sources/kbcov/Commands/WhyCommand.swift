import ArgumentParser
import Foundation
import Reporters

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Which state breaks this? The states where a constraint or item is part of a finding, or one state in full.")

    @Argument(help: "One spec file.")
    var spec: String

    @Option(help: "A constraint id: the states where it is part of a finding.")
    var constraint: String?

    @Option(help: "A view or guide name: the states where it is part of a finding.")
    var item: String?

    @Option(help: "A state id: its active constraints, region, verdict and findings.")
    var state: String?

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "text or json.")
    var format: WhyFormat = .text

    @Option(help: "Worker threads; results are identical for every value. Default: one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard [constraint, item, state].compactMap({ $0 }).count == 1 else {
            throw ValidationError("give exactly one of --constraint, --item or --state")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let question: WhyQuestion
        if let constraint { question = .subject(.constraint(constraint)) }
        else if let item { question = .subject(.item(item)) }
        else { question = .state(state ?? "") }
        throw WhyFrontend(
            specPath: spec, question: question, environments: environmentOptions.environments,
            catalogPath: environmentOptions.catalog, format: format, jobs: jobs
        ).run().code
    }
}

extension WhyFormat: ExpressibleByArgument {}
