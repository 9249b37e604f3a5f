/// How much the analysis may spend: the solver on each question, and the whole of one spec.
/// Hitting a limit gives an `unknown` finding, never a clean state.
public struct AnalysisLimits: Hashable, Sendable {
    /// The solver's deterministic resource budget: the same question stops at the same point on
    /// every machine.
    public var rlimit: UInt32?
    /// A wall-clock limit for one question.
    public var timeoutMilliseconds: UInt32?
    /// Wall-clock seconds for one spec's analysis (`--time-budget`, `TimeBudget`): states not
    /// decided within it are unknown with the reason "time budget". Unlike `rlimit`, it makes
    /// results depend on the machine's speed.
    public var timeBudgetSeconds: Double?

    public init(rlimit: UInt32? = nil, timeoutMilliseconds: UInt32? = nil, timeBudgetSeconds: Double? = nil) {
        self.rlimit = rlimit
        self.timeoutMilliseconds = timeoutMilliseconds
        self.timeBudgetSeconds = timeBudgetSeconds
    }
}
