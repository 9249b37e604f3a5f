import Dispatch
import Foundation
import KeyboardStates
import LayoutSpec
import Z3

/// How the work is organised. Both strategies ask the same exact questions and give the same
/// results; they differ in what they share.
public enum AnalysisStrategy: String, Sendable, CaseIterable {
    /// One context per environment; one encoding, feasibility projection and pair of incremental
    /// solvers per set of active constraints; questions asked of whole groups of states first.
    case shared
    /// The benchmark's baseline: a fresh context and fresh solvers for every state and every check.
    case naive
}

public struct AnalysisOptions: Sendable {
    /// Worker threads, each with its own Z3 contexts.
    public var jobs: Int
    /// Applied to every solver call; hitting it gives an `unknown` finding.
    public var limits: ResourceLimits
    public var strategy: AnalysisStrategy

    public init(jobs: Int = 1, limits: ResourceLimits = AnalysisOptions.defaultLimits, strategy: AnalysisStrategy = .shared) {
        self.jobs = max(1, jobs)
        self.limits = limits
        self.strategy = strategy
    }

    /// Deterministic: `rlimit` counts solver work, not time.
    public static let defaultLimits = ResourceLimits(rlimit: 50_000_000, timeoutMilliseconds: nil)
}

/// Runs every check of a spec over every state of the given environments.
public enum Analyzer {
    public static func analyze(_ spec: LayoutSpec, in environments: [Environment], options: AnalysisOptions = .init()) throws -> SpecResult {
        var (states, calls) = try analyzeStates(spec, in: environments, options: options)
        if let older = OlderSystems.variant(of: spec) {
            let (olderStates, olderCalls) = try analyzeStates(older, in: environments, options: options)
            states = OlderSystems.merge(states, older: olderStates)
            calls += olderCalls
        }
        return SpecResult(
            spec: spec, states: states,
            dead: ActiveConstraints.deadGroups(of: spec),
            warnings: (spec.warnings + ActiveConstraints.warnings(of: spec)).sorted { $0.location < $1.location },
            statistics: AnalysisStatistics(solverCalls: calls))
    }
}

extension Analyzer {
    static func analyzeStates(_ spec: LayoutSpec, in environments: [Environment], options: AnalysisOptions) throws -> ([StateResult], calls: Int) {
        let pool = WorkerPool(workers: options.jobs)
        let plans = try pool.map(environments) { EnvironmentPlan(spec: spec, environment: $0) }
        // The parts no keyboard moves are often the same in every environment (a label's
        // intrinsic size, say): the shared strategy solves each once, before any environment.
        let settled = options.strategy == .shared
            ? try SettledParts.solving(plans.flatMap(\.steadyParts), limits: options.limits, pool: pool)
            : SettledParts()
        let units = plans.map {
            EnvironmentAnalysis(spec: spec, plan: $0, settled: settled, limits: options.limits, strategy: options.strategy)
        }
        let results = try pool.map(units) { try $0.run() }
        return (results.flatMap(\.states), results.reduce(settled.solverCalls) { $0 + $1.solverCalls })
    }
}

/// Runs independent units on a fixed number of threads and returns their results in input order.
/// Units must not share Z3 objects: each creates its own context on the thread that runs it.
struct WorkerPool {
    let workers: Int

    func map<Unit: Sendable, Result: Sendable>(_ units: [Unit], _ body: @Sendable (Unit) throws -> Result) throws -> [Result] {
        let slots = ResultSlots<Result>(count: units.count)
        let next = NextIndex()
        DispatchQueue.concurrentPerform(iterations: min(workers, max(units.count, 1))) { _ in
            while let index = next.take(below: units.count) {
                slots.store(index, Swift.Result { try body(units[index]) })
            }
        }
        return try slots.values()
    }
}

private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

private final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ result: Result<Value, any Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// The results in order; the first failure in input order, whichever worker hit it first.
    func values() throws -> [Value] {
        try slots.map { slot in try slot?.get() ?? { throw WorkerPoolError.unitNotRun }() }
    }
}

enum WorkerPoolError: Error { case unitNotRun }
