/// A wall-clock budget for one spec's analysis (`--time-budget`): checked before each steady part
/// is settled and before each group of states, so a state not decided when it runs out is `unknown` with the reason "time budget",
/// never clean. Unlike the rlimit, which counts solver work, it makes results depend on speed.
public struct TimeBudget: Sendable {
    public static let reason = "time budget"

    private let deadline: ContinuousClock.Instant
    private let seconds: Double

    public init(seconds: Double, from start: ContinuousClock.Instant = .now) {
        self.seconds = seconds
        deadline = start.advanced(by: .milliseconds(Int64((seconds * 1000).rounded(.up))))
    }

    var isSpent: Bool { ContinuousClock.now >= deadline }

    /// What a state not decided in time reports.
    var undecided: Detection {
        .unknown("\(TimeBudget.reason): the state was not decided within the \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s time budget")
    }
}

extension Finding {
    /// An `unknown` finding of a state the time budget cut off: read from saved reports too.
    public var isTimeBudgetUnknown: Bool { kind == .unknown && message.hasPrefix(TimeBudget.reason + ":") }
}

extension CoverageRun {
    /// Some state of the run was cut off by the time budget.
    public var ranOutOfTime: Bool { specs.contains { $0.states.contains(where: \.ranOutOfTime) } }
}

extension StateResult {
    /// The time budget ran out before this state was decided.
    public var ranOutOfTime: Bool { findings.contains(where: \.isTimeBudgetUnknown) }
}
