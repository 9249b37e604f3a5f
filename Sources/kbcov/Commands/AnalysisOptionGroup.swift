import ArgumentParser
import Foundation
import LayoutAnalysis
import LayoutSpec
import ResultCache
import ScreenInputs

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

    @Option(help: "The result cache's folder. Default: .kbcov.yml's cache, else .kbcov-cache beside .kbcov.yml, else in the working folder.")
    var cachePath: String?

    @Flag(help: "Analyse every spec afresh: neither read nor write the result cache.")
    var noCache = false

    @Option(help: "Analyse only the screens whose files (their own, and those their helpers are in) differ from this git revision.")
    var changedSince: String?

    @OptionGroup var version: ToolVersionOption

    var toolVersion: String { version.toolVersion }

    func validate() throws {
        if let timeBudget, !(timeBudget > 0 && timeBudget <= ProjectConfiguration.longestTimeBudget) {
            throw ValidationError("--time-budget must be a number of seconds above 0 and at most \(Int(ProjectConfiguration.longestTimeBudget)), got \(timeBudget)")
        }
        guard !(quiet && verbose) else { throw ValidationError("--quiet and --verbose exclude each other") }
        guard !(noCache && cachePath != nil) else { throw ValidationError("--no-cache and --cache-path exclude each other") }
    }

    /// The run of these options and `.kbcov.yml`; a problem with the set-up ends the command.
    func runner(_ configuration: ProjectConfiguration?) throws -> CoverageRunner {
        let setup = try Inputs.setup(self.setup.choices(paths: paths, timeBudget: timeBudget), configuration: configuration).valueOrExit()
        let changes = try changedSince.map { revision in
            ChangedScreens(changed: try GitChanges.files(since: revision).valueOrExit(),
                           settingsFiles: [configuration?.path, self.setup.environmentOptions.catalog ?? configuration?.catalog].compactMap { $0 })
        }
        return CoverageRunner(setup: setup, shard: shard, progress: Progress(verbosity: quiet ? .quiet : verbose ? .verbose : .normal),
                              cache: cache(configuration, catalog: setup), changes: changes)
    }

    /// The result cache these options and `.kbcov.yml` choose; `nil` when switched off.
    private func cache(_ configuration: ProjectConfiguration?, catalog setup: AnalysisSetup) -> ResultCache? {
        guard !noCache, cachePath != nil || configuration?.cacheDisabled != true else { return nil }
        let projectFolder = configuration.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path } ?? "."
        let folder = cachePath ?? configuration?.cache ?? URL(fileURLWithPath: projectFolder).appendingPathComponent(ResultCache.defaultFolderName).path
        return ResultCache(folder: folder, catalog: setup.catalog, toolVersion: Kbcov.version)
    }

    private static func shard(_ argument: String) throws -> Shard {
        guard let shard = Shard(parsing: argument) else {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N (e.g. 2/3), got '\(argument)'")
        }
        return shard
    }
}
