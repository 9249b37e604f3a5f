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
    public let options: AnalysisOptions
    /// `.kbcov.yml`'s deployment target and where it is written, for the specs that state none.
    public let deploymentTarget: (version: OSVersion, location: SourceLocation)?

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
                dismissalDrag: choices.dismissalDrag,
                options: AnalysisOptions(jobs: choices.jobs, limits: limits, notificationSteps: choices.notificationSteps),
                deploymentTarget: configuration.flatMap { configured in
                    configured.deploymentTarget.flatMap { version in configured.deploymentTargetLocation.map { (version, $0) } }
                })
        }
    }

    /// The nearest `.kbcov.yml` from `folder` up, if any.
    public static func configuration(from folder: String = FileManager.default.currentDirectoryPath) -> Result<ProjectConfiguration?, DiagnosticsError> {
        guard let path = ProjectConfiguration.find(from: folder) else { return .success(nil) }
        return ProjectConfiguration.load(path: path).map { $0 }
    }

    /// The environments `spec` is analysed in: the chosen ones, else the spec's own.
    public func environments(of spec: LayoutSpec) -> Result<[Environment], DiagnosticsError> {
        environmentNames.isEmpty ? catalog.environments(for: spec.environments).map(withDismissalDrag) : environments(named: environmentNames)
    }

    /// Environments named as on the command line; none names the whole catalog.
    public func environments(named names: [String]) -> Result<[Environment], DiagnosticsError> {
        catalog.environments(for: names.map { EnvironmentEntry(.named($0), location: SourceLocation(file: "<command line>", line: 1, column: 1)) })
            .map(withDismissalDrag)
    }

    private func withDismissalDrag(_ environments: [Environment]) -> [Environment] {
        dismissalDrag ? environments.map { $0.offeringDismissalDrag() } : environments
    }

    /// The spec as the engine reads it: with the project's deployment target when it states none,
    /// UIKit's classes and stack views lowered with these content sizes.
    public func lowered(_ spec: LayoutSpec) -> LayoutSpec {
        let targeted = deploymentTarget.map { spec.defaultingDeploymentTarget(to: $0.version, at: $0.location) } ?? spec
        return UIKitLowering.lowered(targeted, table: contentSizes)
    }

    /// `spec`, lowered, analysed in `environments` with these options.
    public func analyze(_ spec: LayoutSpec, in environments: [Environment],
                        progressed: @escaping @Sendable (Double) -> Void = { _ in }) throws -> SpecResult {
        try Analyzer.analyze(lowered(spec), in: environments, options: options, progressed: progressed)
    }
}
