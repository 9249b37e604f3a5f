import ArgumentParser
import Foundation
import LayoutAnalysis
import LayoutSpec

/// What `check` and `report` both take: specs, the set-up's options, time, shards, progress.
struct AnalysisOptionGroup: ParsableArguments {
    @Argument(help: "Spec files, Swift files, or folders searched for *.yaml and *.yml specs and *.swift view code. Default: .kbcov.yml's specs, else specs/.")
    var paths: [String] = []

    @OptionGroup var setup: SetupOptions

    @Option(help: "Wall-clock seconds per spec; states not decided within it are unknown (reason: time budget) and the run exits 4. Makes results depend on the machine's speed.")
    var timeBudget: Double?

    @Option(help: "Analyse only part K of N (K/N): every N-th environment of each spec, in id order; `kbcov merge` combines the parts' JSON reports.",
            transform: AnalysisOptionGroup.shard)
    var shard: Shard?

    @Flag(help: "No progress on standard error.")
    var quiet = false

    @Flag(help: "Each spec's analysis time on standard error.")
    var verbose = false

    @OptionGroup var version: ToolVersionOption

    var toolVersion: String { version.toolVersion }

    func validate() throws {
        if let timeBudget, !(timeBudget > 0 && timeBudget <= ProjectConfiguration.longestTimeBudget) {
            throw ValidationError("--time-budget must be a number of seconds above 0 and at most \(Int(ProjectConfiguration.longestTimeBudget)), got \(timeBudget)")
        }
        guard !(quiet && verbose) else { throw ValidationError("--quiet and --verbose exclude each other") }
    }

    /// The run of these options and `.kbcov.yml`; a problem with the set-up ends the command.
    func runner(_ configuration: ProjectConfiguration?) throws -> CoverageRunner {
        let setup = try Inputs.setup(self.setup.choices(paths: paths, timeBudget: timeBudget), configuration: configuration).valueOrExit()
        return CoverageRunner(setup: setup, shard: shard, progress: Progress(verbosity: quiet ? .quiet : verbose ? .verbose : .normal))
    }

    private static func shard(_ argument: String) throws -> Shard {
        guard let shard = Shard(parsing: argument) else {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N (e.g. 2/3), got '\(argument)'")
        }
        return shard
    }
}
