import ExactGeometry
@testable import LayoutAnalysis
import Testing
import Z3

/// The optimal costs at a witness position: a claimed layout is accepted only with a proof that
/// nothing is cheaper; otherwise the optimizer decides.
@Suite struct ConcreteSolverTests {
    @Test func anOptimalClaimGivesTheOptimizersCosts() throws {
        let (solver, costs, layout) = try Self.optimalLayout()
        #expect(try Self.costs(claiming: layout, in: solver) == costs)
    }

    @Test func aCostlierClaimIsOverruled() throws {
        let (solver, costs, optimal) = try Self.optimalLayout()
        var layout = optimal
        // Wider than the trailing margin allows: feasible, but the optional constraint is violated.
        layout.values[.frame(item: 0, .width)] = 2000
        #expect(solver.costs(of: layout) != costs)
        #expect(try Self.costs(claiming: layout, in: solver) == costs)
    }

    @Test func anInfeasibleClaimIsOverruled() throws {
        let (solver, costs, optimal) = try Self.optimalLayout()
        var layout = optimal
        layout.values[.frame(item: 0, .x)] = 0
        #expect(try Self.costs(claiming: layout, in: solver) == costs)
    }

    /// A claimed layout only spares the search for one: a resolved claim is the layout found, any
    /// other claim is ignored, and the answer is always the one found without a claim.
    @Test(arguments: [CanonicalLayoutTests.determined, CanonicalLayoutTests.free])
    func aClaimNeverChangesTheCanonicalLayout(yaml: String) throws {
        let (problem, solver, costs) = try CanonicalLayoutTests.solve(yaml)
        let keyboard = CanonicalLayoutTests.keyboard
        let unclaimed = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard)))
        var wrong = unclaimed
        wrong.values[.frame(item: 0, .y)] = unclaimed[.frame(item: 0, .y)] + 1
        for claim in [unclaimed, wrong] {
            let claimed = try #require(CanonicalLayoutTests.layout(
                try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard, claim: claim)))
            #expect(problem.frameVariables.map { claimed[$0] } == problem.frameVariables.map { unclaimed[$0] })
        }
    }

    /// A claim that meets every row costs nothing: where those rows' equalities leave no frame
    /// free, it is the only resolved layout, proven without a solver call. Where a frame is free
    /// (the box may sit anywhere between the margin and the keyboard), the solver decides: no.
    @Test func aClaimMeetingEveryRowIsProvenWithoutTheSolverWhereNoFrameIsFree() throws {
        let (solver, _, layout) = try Self.optimalLayout()
        #expect(solver.problem.meetsEveryRow(layout))
        let calls = solver.context.checkCount
        #expect(try CanonicalLayoutTests.decided(solver.isOnlyResolvedLayout(layout, pinned: [], at: CanonicalLayoutTests.keyboard)) == true)
        #expect(solver.context.checkCount == calls, "no solver call")

        let (problem, free, costs) = try CanonicalLayoutTests.solve(CanonicalLayoutTests.free)
        let box = try #require(CanonicalLayoutTests.layout(try free.canonicalLayout(optimalCosts: costs, pinned: [], at: CanonicalLayoutTests.keyboard)))
        #expect(problem.meetsEveryRow(box))
        #expect(!problem.meetingEveryRowLeavesNoFrameFree(pinned: []))
        #expect(try CanonicalLayoutTests.decided(free.isOnlyResolvedLayout(box, pinned: [], at: CanonicalLayoutTests.keyboard)) == false)
        #expect(problem.meetingEveryRowLeavesNoFrameFree(pinned: [.frame(item: 0, .x)]), "pinned, the box has one place")
    }

    /// The determined bar's solver, the optimizer's costs, and the resolved layout.
    static func optimalLayout() throws -> (ConcreteSolver, [Rational], Assignment) {
        let (_, solver, costs) = try CanonicalLayoutTests.solve(CanonicalLayoutTests.determined)
        let layout = try #require(CanonicalLayoutTests.layout(
            try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: CanonicalLayoutTests.keyboard)))
        return (solver, costs, layout)
    }

    static func costs(claiming layout: Assignment, in solver: ConcreteSolver) throws -> [Rational]? {
        guard case .decided(let costs) = try solver.optimalCosts(at: CanonicalLayoutTests.keyboard, claim: layout) else { return nil }
        return costs
    }
}
