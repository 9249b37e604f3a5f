/// How much the solver may spend on each question; hitting a limit gives an `unknown` finding.
public struct AnalysisLimits: Hashable, Sendable {
    /// The solver's deterministic resource budget: the same question stops at the same point on
    /// every machine.
    public var rlimit: UInt32?
    /// A wall-clock limit for one question.
    public var timeoutMilliseconds: UInt32?

    public init(rlimit: UInt32? = nil, timeoutMilliseconds: UInt32? = nil) {
        self.rlimit = rlimit
        self.timeoutMilliseconds = timeoutMilliseconds
    }
}
