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
    @Test(arguments: [ExtremeLayoutTests.determined, ExtremeLayoutTests.free])
    func aClaimNeverChangesTheExtremeLayout(yaml: String) throws {
        let (problem, solver, costs) = try ExtremeLayoutTests.solve(yaml)
        let keyboard = ExtremeLayoutTests.keyboard
        for maximizing in [false, true] {
            let unclaimed = try #require(try solver.extremeLayout(
                problem.frameVariables, maximizing: maximizing, closureOf: nil, optimalCosts: costs, at: keyboard))
            var wrong = unclaimed
            wrong.values[.frame(item: 0, .y)] = unclaimed[.frame(item: 0, .y)] + 1
            for claim in [unclaimed, wrong] {
                let claimed = try #require(try solver.extremeLayout(
                    problem.frameVariables, maximizing: maximizing, closureOf: nil, optimalCosts: costs, at: keyboard, claim: claim))
                #expect(problem.frameVariables.map { claimed[$0] } == problem.frameVariables.map { unclaimed[$0] })
            }
        }
    }

    /// The minimal set is the one plain deletion in order gives — every member tried, every answer
    /// asked — whichever checks the unsat cores spare.
    @Test func minimalSetIsTheOneDeletionInOrderGives() throws {
        let context = try Context()
        let x = context.real("x"), y = context.real("y")
        let constraints = [x >= 1, x <= 0, x >= 2, y >= 0, x <= -1, y <= -1, x + y >= 5]
        let orders = [Array(0..<7), Array((0..<7).reversed()), [3, 5, 0, 6, 1, 4, 2], [6, 2, 4, 0, 1, 3, 5]]
        for order in orders {
            let solver = try Solver(context)
            let labels = order.map { context.bool("member\($0)") }
            for (label, index) in zip(labels, order) { try solver.assert(label.implies(constraints[index])) }
            let members = Array(zip(labels, order))
            guard case .decided(let minimal?) = try ConcreteSolver.minimalUnsatisfiable(members, in: solver) else {
                Issue.record("no minimal set for order \(order)")
                continue
            }
            var reference = members
            var index = 0
            while index < reference.count {
                var trial = reference
                trial.remove(at: index)
                if try solver.check(assuming: trial.map(\.0)) == .unsatisfiable { reference = trial } else { index += 1 }
            }
            #expect(minimal.map(\.1) == reference.map(\.1), "order \(order)")
        }
    }

    /// The determined bar's solver, the optimizer's costs, and the resolved layout.
    static func optimalLayout() throws -> (ConcreteSolver, [Rational], Assignment) {
        let (problem, solver, costs) = try ExtremeLayoutTests.solve(ExtremeLayoutTests.determined)
        let layout = try #require(try solver.extremeLayout(
            problem.frameVariables, maximizing: false, closureOf: nil, optimalCosts: costs, at: ExtremeLayoutTests.keyboard))
        return (solver, costs, layout)
    }

    static func costs(claiming layout: Assignment, in solver: ConcreteSolver) throws -> [Rational]? {
        guard case .decided(let costs) = try solver.optimalCosts(at: ExtremeLayoutTests.keyboard, claim: layout) else { return nil }
        return costs
    }
}
