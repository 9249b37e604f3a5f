/// Per-solver limits; a check that hits one answers `.unknown` with Z3's reason.
public struct ResourceLimits: Equatable, Sendable {
    /// Z3's deterministic resource budget ("rlimit"): the same problem stops at the same point on every machine.
    public var rlimit: UInt32?
    /// Wall-clock limit for one check ("timeout").
    public var timeoutMilliseconds: UInt32?

    public init(rlimit: UInt32? = nil, timeoutMilliseconds: UInt32? = nil) {
        self.rlimit = rlimit
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    public static let none = ResourceLimits()
}
