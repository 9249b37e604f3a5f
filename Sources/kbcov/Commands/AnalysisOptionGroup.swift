import ArgumentParser
import Foundation
import LayoutAnalysis
import LayoutSpec

/// What `check` and `report` both take: specs, environments, workers, limits.
struct AnalysisOptionGroup: ParsableArguments {
    @Argument(help: "Spec files, Swift files, or folders searched for *.yaml and *.yml specs and *.swift view code. Default: .kbcov.yml's specs, else specs/.")
    var paths: [String] = []

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "Worker threads, each with its own Z3 context; results are identical for every value. Default: one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Solver resource limit per question (deterministic); hitting it gives an unknown finding.")
    var rlimit: UInt32?

    @Option(help: "Wall-clock seconds per spec; states not decided within it are unknown (reason: time budget) and the run exits 4. Makes results depend on the machine's speed.")
    var timeBudget: Double?

    @Option(help: "Analyse only part K of N (K/N): every N-th environment of each spec, in id order; `kbcov merge` combines the parts' JSON reports.",
            transform: AnalysisOptionGroup.shard)
    var shard: Shard?

    @Flag(help: "No progress on standard error.")
    var quiet = false

    @Flag(help: "Each spec's analysis time on standard error.")
    var verbose = false

    @Option(help: "The version printed in reports (for stable golden files).")
    var toolVersion: String = Kbcov.version

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let timeBudget, !(timeBudget > 0 && timeBudget <= ProjectConfiguration.longestTimeBudget) {
            throw ValidationError("--time-budget must be a number of seconds above 0 and at most \(Int(ProjectConfiguration.longestTimeBudget)), got \(timeBudget)")
        }
        guard !(quiet && verbose) else { throw ValidationError("--quiet and --verbose exclude each other") }
    }

    /// The command line's choices, then the configuration file's, then the defaults.
    func runner(_ configuration: ProjectConfiguration?) -> CoverageRunner {
        let configuredPaths = configuration?.specs ?? []
        let configuredEnvironments = configuration?.environments ?? []
        var limits = AnalysisOptions.defaultLimits
        if let rlimit = rlimit ?? configuration?.rlimit { limits.rlimit = rlimit }
        limits.timeBudgetSeconds = timeBudget ?? configuration?.timeBudget
        return CoverageRunner(
            paths: !paths.isEmpty ? paths : !configuredPaths.isEmpty ? configuredPaths : ["specs"],
            environments: environmentOptions.environments.isEmpty ? configuredEnvironments : environmentOptions.environments,
            catalogPath: environmentOptions.catalog, jobs: jobs, limits: limits, shard: shard,
            progress: Progress(verbosity: quiet ? .quiet : verbose ? .verbose : .normal))
    }

    private static func shard(_ argument: String) throws -> Shard {
        guard let shard = Shard(parsing: argument) else {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N (e.g. 2/3), got '\(argument)'")
        }
        return shard
    }
}
