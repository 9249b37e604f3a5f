import Testing
import Z3

@Suite struct ResourceLimitsTests {
    @Test func rlimitCutsAHardProblemToUnknownWithAReason() throws {
        let context = try Context()
        let solver = try Solver(context, limits: ResourceLimits(rlimit: 1))
        try solver.assert(overfullSchedule(context))
        let result = try solver.check()
        guard case .unknown(let reason) = result else {
            Issue.record("expected unknown, got \(result)")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func withoutLimitsTheSameProblemIsDecided() throws {
        let context = try Context()
        let solver = try Solver(context)
        try solver.assert(overfullSchedule(context))
        #expect(try solver.check() == .unsatisfiable)
    }

    @Test func rlimitCutsTheOptimizerToo() throws {
        let context = try Context()
        let optimizer = try Optimizer(context, limits: ResourceLimits(rlimit: 1))
        try optimizer.assert(overfullSchedule(context))
        _ = try optimizer.minimize(context.real("start0"))
        let result = try optimizer.check()
        guard case .unknown(let reason) = result else {
            Issue.record("expected unknown, got \(result)")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func timeoutIsAccepted() throws {
        let context = try Context()
        let solver = try Solver(context, limits: ResourceLimits(timeoutMilliseconds: 60_000))
        try solver.assert(context.real("x") >= 1)
        #expect(try solver.check() == .satisfiable)
    }
}
