import KeyboardStates
import LayoutAnalysis
import LayoutSpec

extension ResultCache {
    /// A screen's place in the cache: its key, made once for the read and the write, and the
    /// result stored under it, if any.
    public struct Lookup: Sendable {
        fileprivate let key: String
        public let result: SpecResult?
    }

    /// Every screen's entry, read on `jobs` workers at once (a warm run is mostly reading).
    /// `lowered` gives a spec as the analysis receives it: imported, content sizes and stacks lowered.
    public func lookUp(
        _ screens: [(spec: LayoutSpec, environments: [Environment])], options: AnalysisOptions, jobs: Int,
        lowered: @escaping @Sendable (LayoutSpec) -> LayoutSpec
    ) throws -> [Lookup] {
        try WorkerPool(workers: jobs).map(screens) { screen in
            lookUp(lowered(screen.spec), in: screen.environments, options: options)
        }
    }

    /// The entry of `spec` (lowered) in `environments` with `options`. Safe to call from several
    /// threads at once.
    public func lookUp(_ spec: LayoutSpec, in environments: [Environment], options: AnalysisOptions) -> Lookup {
        let key = key(spec, environments, options)
        return Lookup(key: key, result: read(key, of: spec, in: environments))
    }

    /// Keeps `result`, the analysis of the looked-up spec, for the next run, unless a wall-clock
    /// limit may have decided it.
    public func store(_ result: SpecResult, at lookup: Lookup, options: AnalysisOptions) {
        store(result, under: lookup.key, options: options)
    }
}
