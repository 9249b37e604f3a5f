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
    /// What each solver call and the whole spec may spend; running out gives `unknown` findings.
    public var limits: AnalysisLimits
    public var strategy: AnalysisStrategy
    /// The shared strategy analyses an environment whose plan has the content of an earlier one's
    /// (a right-to-left environment and its left-to-right mirror image, most often) once. Off,
    /// every environment is analysed itself; the results are the same either way.
    public var sharesEqualPlans: Bool
    /// Where priorities leave frames to optimize, the resolved layout is taken region by region
    /// (`CriticalRegions`) and answered without the solver. Off, the solver answers; the results
    /// are the same either way.
    public var solvesCriticalRegions = true
    /// Only the states with these ids are analysed and reported; `nil`, every state. A state's
    /// result depends on its own region and active constraints only, so it is the same either way
    /// (`kbcov fix` re-analyses just the states a repair can change).
    public var states: Set<String>?
    /// The longest keyboard notification sequences the drift search replays.
    public var notificationSteps: Int
    /// What each environment found at the text size analysed before (`TextSizeAnalysis`): where
    /// its findings started, and the findings of the parts of its layout this size leaves as they
    /// were; `nil`, none. The answers are the same either way.
    public var textSizeSeeds: TextSizeSeeds?
    /// The rows that certified critical regions, by program shape, for every analysis made with
    /// these options (or a copy): every spec of a run, every text size, every repair `kbcov fix`
    /// proves. The answers are the same whatever it holds.
    var regionCertificates = RegionCertificates()

    public init(
        jobs: Int = 1, limits: AnalysisLimits = AnalysisOptions.defaultLimits, strategy: AnalysisStrategy = .shared,
        sharesEqualPlans: Bool = true, states: Set<String>? = nil, notificationSteps: Int = DriftSearch.defaultMaximumSteps
    ) {
        self.notificationSteps = max(1, notificationSteps)
        self.jobs = max(1, jobs)
        self.limits = limits
        self.strategy = strategy
        self.sharesEqualPlans = sharesEqualPlans
        self.states = states
    }

    /// Deterministic: `rlimit` counts solver work, not time.
    public static let defaultLimits = AnalysisLimits(rlimit: 50_000_000)

    var solverLimits: ResourceLimits { ResourceLimits(rlimit: limits.rlimit, timeoutMilliseconds: limits.timeoutMilliseconds) }
}

/// Runs every check of a spec over every state of the given environments.
public enum Analyzer {
    /// `progressed` is told, on any thread, the part of the whole analysis each finished unit of
    /// work did (an environment and the twins that share its plan, in one or both of the layouts
    /// of `OlderSystems`, or the states a notification sequence reaches in one); the parts add up to 1.
    public static func analyze(
        _ spec: LayoutSpec, in environments: [Environment], options: AnalysisOptions = .init(),
        progressed: @escaping @Sendable (Double) -> Void = { _ in }
    ) throws -> SpecResult {
        let budget = options.limits.timeBudgetSeconds.map { TimeBudget(seconds: $0) }
        let older = OlderSystems.variant(of: spec)
        let variants = SequenceVariants.variants(of: spec, in: environments, maximumSteps: options.notificationSteps, selecting: options.states)
        let layouts = Double(older == nil ? 1 : 2) * Double(max(environments.count, 1)) + Double(variants.count)
        let environmentsAnalysed = { @Sendable (count: Int) in progressed(Double(count) / layouts) }
        var (states, statistics) = try analyzeStates(spec, in: environments, options: options, budget: budget, environmentsAnalysed: environmentsAnalysed)
        // The older systems' layout and the notification sequences' are other layouts of the same
        // environments: they neither take nor replace the seeds of this one.
        var unseeded = options
        unseeded.textSizeSeeds = nil
        if let older {
            var olderOptions = options
            olderOptions.textSizeSeeds = options.textSizeSeeds?.olderSystems
            let (olderStates, olderStatistics) = try analyzeStates(older, in: environments, options: olderOptions, budget: budget,
                                                                   environmentsAnalysed: environmentsAnalysed)
            states = OlderSystems.merge(states, older: olderStates)
            statistics.solverCalls += olderStatistics.solverCalls
        }
        states = FindingCause.classified(try withContentSizes(states, of: spec, jobs: options.jobs))
        if !variants.isEmpty {
            // What a state already shows need not be searched for again.
            let known = Dictionary(states.map { ($0.state.id, Set($0.findings.map(FindingKey.init))) }, uniquingKeysWith: { first, _ in first })
            let units = variants.map { variant in
                AnalysisUnit(spec: spec, environment: variant.environment, planned: variant.states, left: variant.left, known: known)
            }
            let (reached, reachedStatistics) = try analyzeStates(units, options: unseeded, budget: budget, environmentsAnalysed: environmentsAnalysed)
            states = SequenceVariants.merged(states, reached: try zip(variants, reached).map { ($0.prefix, try withContentSizes($1, of: spec, jobs: options.jobs)) })
            statistics.solverCalls += reachedStatistics.solverCalls
        }
        return SpecResult(
            spec: spec, states: states,
            dead: ActiveConstraints.deadGroups(of: spec),
            drift: DriftSearch.findings(for: spec, in: environments, maximumSteps: options.notificationSteps),
            warnings: (spec.warnings + ActiveConstraints.warnings(of: spec)).sorted { $0.location < $1.location },
            statistics: statistics)
    }
}

extension Analyzer {
    /// Every finding with the sizes of content the source does not show that its views have.
    private static func withContentSizes(_ states: [StateResult], of spec: LayoutSpec, jobs: Int) throws -> [StateResult] {
        let sizes = ContentSizes(spec)
        return try WorkerPool(workers: jobs).map(states) { state in
            var state = state
            for index in state.findings.indices {
                state.findings[index].contentSizes = sizes.relevant(to: state.findings[index])
            }
            return state
        }
    }

    static func analyzeStates(
        _ spec: LayoutSpec, in environments: [Environment], options: AnalysisOptions, budget: TimeBudget? = nil,
        environmentsAnalysed: @escaping @Sendable (Int) -> Void = { _ in }
    ) throws -> ([StateResult], AnalysisStatistics) {
        let units = environments.map { AnalysisUnit(spec: spec, environment: $0, selecting: options.states) }
        let (states, statistics) = try analyzeStates(units, options: options, budget: budget, environmentsAnalysed: environmentsAnalysed)
        return (states.flatMap { $0 }, statistics)
    }

    /// A spec in an environment: the states `selecting` names (`nil`, all), or the states `planned`.
    struct AnalysisUnit: Sendable {
        var spec: LayoutSpec
        var environment: Environment
        var selecting: Set<String>? = nil
        var planned: [KeyboardState]? = nil
        /// What a notification sequence left in every state.
        var left = SequenceLeft()
        /// By state id: findings the states are known to have, which are not searched for.
        var known: [String: Set<FindingKey>] = [:]

        var plan: EnvironmentPlan {
            var plan = planned.map { EnvironmentPlan(spec: spec, environment: environment, planned: $0, left: left) }
                ?? EnvironmentPlan(spec: spec, environment: environment, selecting: selecting)
            if !known.isEmpty { plan.known = plan.states.map { known[$0.id] ?? [] } }
            return plan
        }
    }

    /// Each unit's states, in one pool: what equal plans share is shared across specs too.
    static func analyzeStates(
        _ units: [AnalysisUnit], options: AnalysisOptions, budget: TimeBudget? = nil,
        environmentsAnalysed: @escaping @Sendable (Int) -> Void = { _ in }
    ) throws -> ([[StateResult]], AnalysisStatistics) {
        let pool = WorkerPool(workers: options.jobs)
        let plans = try pool.map(units) { $0.plan }
        let shares = options.strategy == .shared && options.sharesEqualPlans
        let repeats = shares ? PlanContent.repeats(in: try pool.map(plans, PlanContent.init)) : plans.map { _ in nil }
        let first = plans.indices.filter { repeats[$0] == nil }
        // Each group's presolve and parts, made on the workers for the plans analysed.
        _ = try pool.map(first) { plans[$0].groups.map(\.presolve) }
        // The parts no keyboard moves are often the same in every environment (a label's
        // intrinsic size, say): the shared strategy solves each once, before any environment.
        let settled = options.strategy == .shared
            ? try SettledParts.solving(first.flatMap { plans[$0].steadyParts }, limits: options.solverLimits, pool: pool, budget: budget)
            : SettledParts()
        let unit = { (index: Int) in
            EnvironmentAnalysis(spec: units[index].spec, plan: plans[index], settled: settled, limits: options.solverLimits, strategy: options.strategy,
                                budget: budget, seed: options.textSizeSeeds?.seed(for: units[index].environment) ?? .init(),
                                solvesCriticalRegions: options.solvesCriticalRegions, certificates: options.regionCertificates)
        }
        let decided = first.map { index in 1 + repeats.filter { $0?.earlier == index }.count }
        let run = { @Sendable (unit: (analysis: EnvironmentAnalysis, decided: Int)) throws -> EnvironmentAnalysis.Outcome in
            defer { environmentsAnalysed(unit.decided) }
            return try unit.analysis.run()
        }
        var outcomes = Dictionary(uniqueKeysWithValues: zip(first, try pool.map(Array(zip(first.map(unit), decided)), run)))
        // Only exact answers are facts about the content; a plan whose twin met an unknown is
        // analysed itself, as it would be without sharing.
        let own = plans.indices.filter { index in repeats[index].map { outcomes[$0.earlier]?.isExact == false } ?? false }
        for (index, outcome) in zip(own, try pool.map(own.map(unit)) { try $0.run() }) { outcomes[index] = outcome }
        for (index, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            options.textSizeSeeds?.store(outcome, of: plans[index])
        }
        let decisions = outcomes
        let states = try pool.map(Array(plans.indices)) { index in
            if let outcome = decisions[index] { return plans[index].results(of: outcome.detections) }
            guard let repeated = repeats[index], let outcome = decisions[repeated.earlier] else { throw WorkerPoolError.unitNotRun }
            return plans[index].results(of: repeated.pieces.map(outcome.detections(placedIn:)) ?? outcome.detections)
        }
        let calls = outcomes.values.reduce(settled.solverCalls) { $0 + $1.solverCalls }
        return (states, AnalysisStatistics(solverCalls: calls, environmentsAnalysed: outcomes.count))
    }
}

/// Runs independent units on a fixed number of threads and returns their results in input order.
/// Units must not share Z3 objects: each creates its own context on the thread that runs it.
public struct WorkerPool: Sendable {
    public let workers: Int

    public init(workers: Int) { self.workers = workers }

    public func map<Unit: Sendable, Result: Sendable>(_ units: [Unit], _ body: @Sendable (Unit) throws -> Result) throws -> [Result] {
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
