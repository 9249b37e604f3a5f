import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec
import UIKitLayout

/// What a command chose on its command line; `nil` and empty leave the choice to `.kbcov.yml`,
/// then to the defaults.
public struct SetupChoices: Sendable {
    /// Spec files or folders.
    public var paths: [String]
    /// Environment names that replace each spec's own.
    public var environments: [String]
    /// A catalog file laid over the built-in catalog (and its content sizes).
    public var catalogPath: String?
    public var jobs: Int
    public var rlimit: UInt32?
    public var timeBudget: Double?
    public var notificationSteps = DriftSearch.defaultMaximumSteps
    /// Adds the dismissal-drag states (`docked-drag`) wherever the keyboard docks.
    public var dismissalDrag = false
    /// Adds each Stage Manager device's `stage-range` window (`--window-ranges`).
    public var windowRanges = false
    /// The text sizes each state is analysed at; `nil` with `asksForTextSizes`, `default`: one size.
    public var textSizes: [ContentSizeCategory]?
    /// The command line names text sizes (even `default`), which then win over `.kbcov.yml`'s.
    public var asksForTextSizes = false

    public init(paths: [String] = [], environments: [String] = [], catalogPath: String? = nil, jobs: Int = 1,
                rlimit: UInt32? = nil, timeBudget: Double? = nil) {
        self.paths = paths
        self.environments = environments
        self.catalogPath = catalogPath
        self.jobs = jobs
        self.rlimit = rlimit
        self.timeBudget = timeBudget
    }
}

/// Everything an analysis runs with, assembled once from a command's choices and the project's
/// `.kbcov.yml` — the command line's choices first, then the file's, then the defaults. Every
/// `kbcov` command and `kbcov-bench` read their catalog, content sizes, environments and limits
/// here, so they analyse a spec alike.
public struct AnalysisSetup: Sendable {
    /// The built-in catalog, with the catalog file's devices, windows and sets.
    public let catalog: Catalog
    /// UIKit's content sizes, with the catalog file's `viewClasses:`.
    public let contentSizes: ContentSizeTable
    /// The spec files and folders analysed when a command names none.
    public let paths: [String]
    /// The environments analysed instead of each spec's own; empty, each spec's.
    public let environmentNames: [String]
    /// Whether every environment with a docked keyboard also has its dismissal drag.
    public let dismissalDrag: Bool
    /// Whether each device and orientation with Stage Manager also has its `stage-range` window.
    public let windowRanges: Bool
    public let options: AnalysisOptions
    /// `.kbcov.yml`'s deployment target and where it is written, for the specs that state none.
    public let deploymentTarget: (version: OSVersion, location: SourceLocation)?
    /// The text sizes every environment is analysed at (`--text-sizes`, `textSizes:`); `nil`, the
    /// one size of a run that does not ask, its states' ids without a category.
    public let textSizes: [ContentSizeCategory]?

    public static func assemble(_ choices: SetupChoices, configuration: ProjectConfiguration?) -> Result<AnalysisSetup, DiagnosticsError> {
        CatalogFile.load(extendedBy: choices.catalogPath ?? configuration?.catalog).map { file in
            let configuredPaths = configuration?.specs ?? []
            var limits = AnalysisOptions.defaultLimits
            if let rlimit = choices.rlimit ?? configuration?.rlimit { limits.rlimit = rlimit }
            limits.timeBudgetSeconds = choices.timeBudget ?? configuration?.timeBudget
            return AnalysisSetup(
                catalog: file.catalog, contentSizes: file.contentSizes,
                paths: !choices.paths.isEmpty ? choices.paths : !configuredPaths.isEmpty ? configuredPaths : ["specs"],
                environmentNames: choices.environments.isEmpty ? configuration?.environments ?? [] : choices.environments,
                dismissalDrag: choices.dismissalDrag, windowRanges: choices.windowRanges,
                options: AnalysisOptions(jobs: choices.jobs, limits: limits, notificationSteps: choices.notificationSteps),
                deploymentTarget: configuration.flatMap { configured in
                    configured.deploymentTarget.flatMap { version in configured.deploymentTargetLocation.map { (version, $0) } }
                },
                textSizes: choices.asksForTextSizes ? choices.textSizes : configuration?.textSizes)
        }
    }

    /// The nearest `.kbcov.yml` from `folder` up, if any.
    public static func configuration(from folder: String = FileManager.default.currentDirectoryPath) -> Result<ProjectConfiguration?, DiagnosticsError> {
        guard let path = ProjectConfiguration.find(from: folder) else { return .success(nil) }
        return ProjectConfiguration.load(path: path).map { $0 }
    }

    /// The environments `spec` is analysed in: the chosen ones, else the spec's own, those its
    /// iPhone orientations leave out dropped (unless that leaves none) — each at every chosen
    /// text size, unless `atTextSizes` is false (`fix` repairs at one size).
    public func environments(of spec: LayoutSpec, atTextSizes: Bool = true) -> Result<[Environment], DiagnosticsError> {
        let found = environmentNames.isEmpty ? catalog.environments(for: spec.environments, windowRanges: windowRanges).map(withOptIns) : environments(named: environmentNames)
        let shown = found.map { all in
            let shown = all.filter { $0.shows(spec.phoneOrientations) }
            return shown.isEmpty ? all : shown
        }
        return atTextSizes ? shown.map(self.atTextSizes) : shown
    }

    /// The environment of a state id, `…/ltr@ax3` at its text size; a dismissal-drag id asks for
    /// the drag's states, a `stage-range` id for its window range.
    public func environments(ofState state: StateID) -> Result<[Environment], DiagnosticsError> {
        let (name, textSize) = Environment.splitTextSize(of: state.environment)
        let named = catalog.windowRangeEnvironment(id: name).map { Result.success([$0]) } ?? environments(named: [name])
        return named.map { environments in
            environments.map { environment in
                var sized = state.keyboard == .dockedDrag ? environment.offeringDismissalDrag() : environment
                sized.textSize = textSize
                return sized
            }
        }
    }

    /// Environments named as on the command line; none names the whole catalog.
    public func environments(named names: [String]) -> Result<[Environment], DiagnosticsError> {
        let entries = names.map { EnvironmentEntry(.named($0), location: SourceLocation(file: "<command line>", line: 1, column: 1)) }
        return catalog.environments(for: entries, windowRanges: windowRanges).map(withOptIns)
    }

    /// The opted-in states: the window ranges, then the dismissal drag in every environment.
    private func withOptIns(_ environments: [Environment]) -> [Environment] {
        let ranged = windowRanges ? catalog.addingWindowRanges(to: environments) : environments
        return dismissalDrag ? ranged.map { $0.offeringDismissalDrag() } : ranged
    }

    /// The spec as the engine reads it: with the project's deployment target when it states none,
    /// UIKit's classes and stack views lowered with these content sizes.
    public func lowered(_ spec: LayoutSpec) -> LayoutSpec { lowered(spec, textSize: nil) }

    /// The spec lowered at a text size: its text as high as its fonts are there (`UIKitLowering`).
    public func lowered(_ spec: LayoutSpec, textSize: ContentSizeCategory?) -> LayoutSpec {
        let targeted = deploymentTarget.map { spec.defaultingDeploymentTarget(to: $0.version, at: $0.location) } ?? spec
        return UIKitLowering.lowered(targeted, table: contentSizes, textSize: textSize)
    }

    /// Every environment at each of the text sizes, text sizes innermost; as they are without any.
    public func atTextSizes(_ environments: [Environment]) -> [Environment] {
        guard let textSizes else { return environments }
        return environments.flatMap { environment in
            textSizes.map { textSize in
                var sized = environment
                sized.textSize = textSize
                return sized
            }
        }
    }

    /// `spec`, lowered, analysed in `environments` with these options; each environment at its
    /// text size (`TextSizeAnalysis`). `progressed` is told the part of the work each piece did.
    public func analyze(_ spec: LayoutSpec, in environments: [Environment],
                        progressed: @escaping @Sendable (Double) -> Void = { _ in }) throws -> SpecResult {
        guard environments.contains(where: { $0.textSize != nil }) else {
            return try Analyzer.analyze(lowered(spec), in: environments, options: options, progressed: progressed)
        }
        let total = Double(environments.count)
        var seeded = options
        seeded.textSizeSeeds = TextSizeSeeds()
        var result = try TextSizeAnalysis.analyze(spec, in: environments, lowered: { lowered(spec, textSize: $0) }) { sized, some in
            let share = Double(some.count) / total
            return try Analyzer.analyze(sized, in: some, options: seeded, progressed: { progressed($0 * share) })
        }
        result.spec = lowered(spec)
        return result
    }
}
