import ExactGeometry
@testable import LayoutAnalysis
import Testing
import Z3

/// The optimal costs at a witness position: a claimed layout is accepted only with a proof that
/// nothing is cheaper; otherwise the optimizer decides.
@Suite struct ConcreteSolverTests {
    @Test func anOptimalClaimGivesTheOptimizersCosts() throws {
        let (problem, solver, costs) = try ExtremeLayoutTests.solve(ExtremeLayoutTests.determined)
        let layout = try #require(try solver.extremeLayout(
            problem.frameVariables, maximizing: false, closureOf: nil, optimalCosts: costs, at: ExtremeLayoutTests.keyboard))
        guard case .decided(let claimed?) = try solver.optimalCosts(at: ExtremeLayoutTests.keyboard, claim: layout) else {
            Issue.record("no costs for an optimal claim")
            return
        }
        #expect(claimed == costs)
    }

    @Test func aCostlierClaimIsOverruled() throws {
        let (problem, solver, costs) = try ExtremeLayoutTests.solve(ExtremeLayoutTests.determined)
        var layout = try #require(try solver.extremeLayout(
            problem.frameVariables, maximizing: false, closureOf: nil, optimalCosts: costs, at: ExtremeLayoutTests.keyboard))
        // Wider than the trailing margin allows: feasible, but the optional constraint is violated.
        layout.values[.frame(item: 0, .width)] = 2000
        #expect(solver.costs(of: layout) != costs)
        guard case .decided(let decided?) = try solver.optimalCosts(at: ExtremeLayoutTests.keyboard, claim: layout) else {
            Issue.record("no costs")
            return
        }
        #expect(decided == costs)
    }

    @Test func anInfeasibleClaimIsOverruled() throws {
        let (problem, solver, costs) = try ExtremeLayoutTests.solve(ExtremeLayoutTests.determined)
        var layout = try #require(try solver.extremeLayout(
            problem.frameVariables, maximizing: false, closureOf: nil, optimalCosts: costs, at: ExtremeLayoutTests.keyboard))
        layout.values[.frame(item: 0, .x)] = 0
        guard case .decided(let decided?) = try solver.optimalCosts(at: ExtremeLayoutTests.keyboard, claim: layout) else {
            Issue.record("no costs")
            return
        }
        #expect(decided == costs)
    }
}
