import CZ3
import ExactGeometry
import Testing
@testable import Z3

@Suite struct Z3ErrorTests {
    @Test func sortMismatchInsideZ3Throws() throws {
        let context = try Context()
        let x = try context.ast(of: context.real("x").term)
        let b = try context.ast(of: context.bool("b").term)
        let error = #expect(throws: Z3Error.self) {
            try context.makeTerm([x, b]) { Z3_mk_add($0, 2, $1) }
        }
        // Z3 reports a sort mismatch from term construction as a general exception.
        #expect(error?.code == .exception)
        #expect(error?.message.contains("Sort mismatch") == true)
    }

    @Test func assertingARealTermThrows() throws {
        let context = try Context()
        let solver = try Solver(context)
        let notAFormula = BoolExpr(context.real("x").term)
        #expect(throws: Z3Error.self) { try solver.assert(notAFormula) }
        // The context is still usable afterwards.
        try solver.assert(context.real("x") >= 1)
        #expect(try solver.check() == .satisfiable)
    }

    @Test func modelBeforeCheckThrows() throws {
        let context = try Context()
        let solver = try Solver(context)
        let error = #expect(throws: Z3Error.self) { try solver.model() }
        #expect(error?.code == .invalidUsage)
    }

    @Test func modelOnlyAfterASatisfiableCheckOfTheCurrentAssertions() throws {
        let context = try Context()
        let solver = try Solver(context)
        let x = context.real("x")
        try solver.assert(x >= 1)
        #expect(try solver.check() == .satisfiable)
        #expect(try solver.model().value(x) >= 1)
        try solver.assert(x <= 0)
        #expect(throws: Z3Error.self, "the assertions changed since the check") { try solver.model() }
        #expect(try solver.check() == .unsatisfiable)
        #expect(throws: Z3Error.self) { try solver.model() }
    }

    @Test func assertingAnExpressionFromAnotherContextThrows() throws {
        let mine = try Context()
        let theirs = try Context()
        let solver = try Solver(mine)
        #expect(throws: Z3Error.self) { try solver.assert(theirs.bool("b")) }
        #expect(throws: Z3Error.self) { try solver.assert(theirs.real("y") >= 0) }
    }

    @Test func mixingContextsInAnOperatorFailsAtFirstThrowingUse() throws {
        let mine = try Context()
        let theirs = try Context()
        let mixed = mine.real("x") + theirs.real("y")
        #expect(mixed.description.contains("different Z3 context"))
        let solver = try Solver(mine)
        let error = #expect(throws: Z3Error.self) { try solver.assert(mixed >= 0) }
        #expect(error?.code == .invalidArgument)
    }
}
