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

    @Test func minimizedCoreOfARedundantSetIsMinimalAndInInputOrder() throws {
        let context = try Context()
        let x = context.real("x")
        let y = context.real("y")
        let assumptions = [x >= 10, x >= 12, y == 3, x <= 5, x <= 3, x + y <= 7]
        let solver = try Solver(context)
        let core = try solver.minimizedCore(assuming: assumptions)

        let positions = core.compactMap { member in assumptions.firstIndex { $0.isIdentical(to: member) } }
        #expect(positions.count == core.count)
        #expect(positions == positions.sorted())
        #expect(try solver.check(assuming: core) == .unsatisfiable)
        for dropped in core.indices {
            var smaller = core
            smaller.remove(at: dropped)
            #expect(try solver.check(assuming: smaller) == .satisfiable)
        }
        #expect(try solver.minimizedCore(assuming: assumptions).map(\.description) == core.map(\.description))
    }

    @Test func minimizedCoreRejectsSatisfiableAssumptions() throws {
        let context = try Context()
        let solver = try Solver(context)
        #expect(throws: Z3Error.self) { try solver.minimizedCore(assuming: [context.real("x") >= 1]) }
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
