import ArgumentParser
import Foundation
import LayoutAnalysis
import LayoutSpec
import ScreenInputs

/// The catalog and the environments: what `states` and every analysing command take.
struct EnvironmentOptions: ParsableArguments {
    @Option(name: .customLong("environments"), parsing: .upToNextOption,
            help: "Catalog names: a set (default, iphone, ipad, quick), a device id, or an environment id prefix. Overrides the specs' own.")
    var environments: [String] = []

    @Option(help: "A YAML catalog file that adds devices, windows and sets to the built-in catalog.")
    var catalog: String?

    @Flag(help: "Also analyse the docked keyboard part-way through its interactive dismissal (docked-drag states).")
    var dismissalDrag = false

    @Flag(help: "Also analyse every Stage Manager window, any size from the smallest to the screen and anywhere on it (stage-range).")
    var windowRanges = false

    /// The choices of a command that does not analyse.
    var choices: SetupChoices {
        var choices = SetupChoices(environments: environments, catalogPath: catalog)
        choices.dismissalDrag = dismissalDrag
        choices.windowRanges = windowRanges
        return choices
    }
}

/// What every analysing command (`check`, `report`, `why`, `fix`) takes besides its inputs: the
/// catalog and environments, the workers, the solver's limit.
struct SetupOptions: ParsableArguments {
    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "Worker threads, each with its own Z3 context; results are identical for every value. Default: one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Solver resource limit per question (deterministic); hitting it gives an unknown finding.")
    var rlimit: UInt32?

    @Option(help: "The longest sequences of keyboard transitions replayed through notification handlers to find a drifting constant.")
    var notificationSteps: Int = DriftSearch.defaultMaximumSteps

    @Option(help: "Text sizes (content-size categories) to analyse each state at: a list (large,ax3), a range (large...ax5), all, or default (one size, as without the option). Default: .kbcov.yml's textSizes, else default.")
    var textSizes: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let textSizes, case .failure(let problem) = ContentSizeCategory.parse(textSizes) { throw ValidationError("--text-sizes: \(problem.message)") }
        guard (1...8).contains(notificationSteps) else { throw ValidationError("--notification-steps must be from 1 to 8, got \(notificationSteps)") }
    }

    func choices(paths: [String] = [], timeBudget: Double? = nil) -> SetupChoices {
        var choices = environmentOptions.choices
        choices.paths = paths
        choices.jobs = jobs
        choices.rlimit = rlimit
        choices.notificationSteps = notificationSteps
        choices.timeBudget = timeBudget
        choices.textSizes = textSizes.flatMap { try? ContentSizeCategory.parse($0).get() }
        choices.asksForTextSizes = textSizes != nil
        return choices
    }
}

/// The version `check`, `report` and `fix` print in their reports.
struct ToolVersionOption: ParsableArguments {
    @Option(help: "The version printed in reports (for stable golden files).")
    var toolVersion: String = Kbcov.version
}
