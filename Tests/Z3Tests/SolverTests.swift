import ExactGeometry
import Testing
import Z3

@Suite struct SolverTests {
    @Test func unsatCoreNamesExactlyTheConflictingAssumptions() throws {
        let context = try Context()
        let x = context.real("x")
        let y = context.real("y")
        let atLeastTen = x >= 10
        let atMostFive = x <= 5
        let yIsThree = y == 3
        let solver = try Solver(context)
        #expect(try solver.check(assuming: [atLeastTen, atMostFive, yIsThree]) == .unsatisfiable)
        let core = try solver.unsatCore()
        #expect(core.count == 2)
        #expect(core.contains { $0.isIdentical(to: atLeastTen) })
        #expect(core.contains { $0.isIdentical(to: atMostFive) })
        #expect(!core.contains { $0.isIdentical(to: yIsThree) })
    }

    @Test func coreMembersAreRecognisedByRebuiltTerms() throws {
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        #expect(try solver.check(assuming: [x >= 10, x <= 5]) == .unsatisfiable)
        let core = try solver.unsatCore()
        #expect(core.count == 2)
        // Z3 hash-conses terms, so an equal term built again is the same AST.
        #expect(core.first?.isIdentical(to: context.real("x") >= 10) == true)
    }

    @Test func minimalSubsetOfARedundantSetIsMinimalAndInInputOrder() throws {
        let context = try Context()
        let x = context.real("x")
        let y = context.real("y")
        let assumptions = [x >= 10, x >= 12, y == 3, x <= 5, x <= 3, x + y <= 7]
        let solver = try Solver(context)
        guard case .minimal(let positions) = try solver.minimalUnsatisfiableSubset(of: assumptions) else {
            Issue.record("no minimal subset")
            return
        }
        let subset = positions.map { assumptions[$0] }
        #expect(positions == positions.sorted())
        #expect(try solver.check(assuming: subset) == .unsatisfiable)
        for dropped in subset.indices {
            var smaller = subset
            smaller.remove(at: dropped)
            #expect(try solver.check(assuming: smaller) == .satisfiable)
        }
        #expect(try solver.minimalUnsatisfiableSubset(of: assumptions) == .minimal(positions))
    }

    /// The subset is the one plain deletion in order gives — every member tried, every answer
    /// asked — whichever checks the unsat cores spare.
    @Test func minimalSubsetIsTheOneDeletionInOrderGives() throws {
        let context = try Context()
        let x = context.real("x"), y = context.real("y")
        let constraints = [x >= 1, x <= 0, x >= 2, y >= 0, x <= -1, y <= -1, x + y >= 5]
        let orders = [Array(0..<7), Array((0..<7).reversed()), [3, 5, 0, 6, 1, 4, 2], [6, 2, 4, 0, 1, 3, 5]]
        for order in orders {
            let solver = try Solver(context)
            let assumptions = order.map { constraints[$0] }
            var reference = Array(assumptions.indices)
            var position = 0
            while position < reference.count {
                var trial = reference
                trial.remove(at: position)
                if try solver.check(assuming: trial.map { assumptions[$0] }) == .unsatisfiable { reference = trial } else { position += 1 }
            }
            #expect(try solver.minimalUnsatisfiableSubset(of: assumptions) == .minimal(reference), "order \(order)")
        }
    }

    @Test func minimalSubsetOfSatisfiableAssumptionsIsNone() throws {
        let context = try Context()
        let solver = try Solver(context)
        #expect(try solver.minimalUnsatisfiableSubset(of: [context.real("x") >= 1]) == .satisfiable)
    }

    @Test func pushAndPopScopeAssertions() throws {
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        try solver.assert(x >= 0)
        try solver.push()
        try solver.assert(x < 0)
        #expect(try solver.check() == .unsatisfiable)
        try solver.pop()
        #expect(try solver.check() == .satisfiable)
        #expect(throws: Z3Error.self) { try solver.pop(1) }
    }

    @Test func withScopePopsEvenWhenTheBodyThrows() throws {
        struct Abandoned: Error {}
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        let inside = try solver.withScope {
            try solver.assert(x < 0 && x > 0)
            return try solver.check()
        }
        #expect(inside == .unsatisfiable)
        #expect(try solver.check() == .satisfiable)
        #expect(throws: Abandoned.self) {
            try solver.withScope {
                try solver.assert(x < 0 && x > 0)
                throw Abandoned()
            }
        }
        #expect(try solver.check() == .satisfiable)
    }
}

@Suite struct CheckCountTests {
    @Test func everyCheckIsCounted() throws {
        let context = try Context()
        let solver = try Solver(context)
        let x = context.real("x")
        try solver.assert(x > Rational(1))
        _ = try solver.check()
        _ = try solver.check(assuming: [x < Rational(0)])
        let optimizer = try Optimizer(context)
        _ = try optimizer.minimize(x)
        _ = try optimizer.check()
        #expect(context.checkCount == 3)
    }
}
