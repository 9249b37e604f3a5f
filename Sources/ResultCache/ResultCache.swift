import Foundation
import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// Analysis results kept between runs, keyed by everything that decides them: the spec as the
/// analysis receives it (imported, lowered: content sizes, stacks, helpers followed into other
/// files, every source location), the catalog, the environments, the options that change results,
/// and kbcov's version and build. Not file times: an unchanged screen costs a lookup, and a helper
/// changed in another file changes — and so misses — exactly the specs that use it.
public struct ResultCache: Sendable {
    /// Relative to the project's folder (`.kbcov.yml`'s), else the working folder.
    public static let defaultFolderName = ".kbcov-cache"
    public static let defaultLimitBytes = 200 * 1024 * 1024

    public let folder: String
    private let store: ResultStore
    private let context: String
    /// What every spec of a run shares: the environments' digests and keyboard states.
    private let shared = SharedWork()

    /// `toolVersion`: kbcov's version; a digest of the running executable is added, so a kbcov
    /// built from other code never reads a result another build of the same version wrote, and
    /// the same code built again (a CI job's) does.
    public init(folder: String, catalog: Catalog, toolVersion: String, limitBytes: Int = ResultCache.defaultLimitBytes) {
        self.folder = folder
        store = ResultStore(folder: URL(fileURLWithPath: folder, isDirectory: true), limitBytes: limitBytes)
        let build = ExecutableDigest.current(rememberedIn: store.folder.appendingPathComponent("builds"))
        context = "\(ResultStore.Entry.format)\ntool \(toolVersion) \(build)\ncatalog \(Digest128.hex(CanonicalText.of(catalog)))\n"
    }

    /// The result of `spec` — lowered, as `Analyzer.analyze` takes it — in `environments` with
    /// `options`: the stored one, else `analyse()`'s, stored for the next run. `hit` tells which.
    public func result(
        of spec: LayoutSpec, in environments: [Environment], options: AnalysisOptions, analyse: () throws -> SpecResult
    ) rethrows -> (result: SpecResult, hit: Bool) {
        let lookup = lookUp(spec, in: environments, options: options)
        if let stored = lookup.result { return (stored, true) }
        let result = try analyse()
        store(result, at: lookup, options: options)
        return (result, false)
    }

    func read(_ key: String, of spec: LayoutSpec, in environments: [Environment]) -> SpecResult? {
        guard let cached = store.read(key) else { return nil }
        return try? cached.result(of: spec, in: shared.states(of: environments, guide: spec.keyboardGuide, reading: StatePlanning(spec).rootGuides))
    }

    func store(_ result: SpecResult, under key: String, options: AnalysisOptions) {
        guard Self.isReproducible(result, options: options) else { return }
        store.write(CachedResult(result), for: key)
    }

    func key(_ spec: LayoutSpec, _ environments: [Environment], _ options: AnalysisOptions) -> String {
        // Not the workers (results are the same for every --jobs) nor the time budget (a result it
        // cut is not stored; one it did not cut is the exact one).
        let limits = "rlimit \(options.limits.rlimit.map(String.init) ?? "none") timeout \(options.limits.timeoutMilliseconds.map(String.init) ?? "none")"
        let selection = options.states.map { $0.sorted().joined(separator: ",") } ?? "all"
        return context + "\(limits)\nstrategy \(options.strategy.rawValue) shares \(options.sharesEqualPlans)\nstates \(selection)\n"
            + "environments \(shared.digest(of: environments))\nspec \(CanonicalText.of(spec))\n"
    }

    /// A wall-clock limit (`--time-budget`, a solver timeout) may have cut a result with an
    /// `unknown`: that depends on the machine, and another run may decide it.
    private static func isReproducible(_ result: SpecResult, options: AnalysisOptions) -> Bool {
        guard options.limits.timeBudgetSeconds != nil || options.limits.timeoutMilliseconds != nil else { return true }
        return !result.states.contains { $0.findings.contains { $0.kind == .unknown } }
    }
}

/// Computed once per run, not once per spec: most specs of a run share their environments and
/// keyboard-guide settings.
private final class SharedWork: @unchecked Sendable {
    private struct Guided: Hashable {
        var environment: Environment
        var guide: KeyboardGuideSettings
        var guides: RootGuides
    }

    private let lock = NSLock()
    private var digests: [[Environment]: String] = [:]
    private var states: [Guided: [KeyboardState]] = [:]

    func digest(of environments: [Environment]) -> String {
        if let known = lock.withLock({ digests[environments] }) { return known }
        let digest = Digest128.hex(CanonicalText.of(environments))
        lock.withLock { digests[environments] = digest }
        return digest
    }

    /// Every keyboard state of the environments, in order, as the analysis enumerates them.
    func states(of environments: [Environment], guide: KeyboardGuideSettings, reading guides: RootGuides) -> [KeyboardState] {
        environments.flatMap { environment in
            let key = Guided(environment: environment, guide: guide, guides: guides)
            if let known = lock.withLock({ states[key] }) { return known }
            let enumerated = StateSpace.states(in: environment, guide: guide, reading: guides)
            lock.withLock { states[key] = enumerated }
            return enumerated
        }
    }
}
