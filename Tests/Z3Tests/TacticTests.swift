import Testing
import Z3

@Suite struct TacticTests {
    @Test func qeEliminatesABoundedExistential() throws {
        let context = try Context()
        let x = context.real("x")
        let y = context.real("y")
        let eliminated = try context.eliminateQuantifiers(context.exists([x], x >= y && x <= 5))
        #expect(!eliminated.description.contains("exists"))
        #expect(!eliminated.description.contains("x"))

        let solver = try Solver(context)
        let expected = y <= 5
        try solver.assert((eliminated && !expected) || (!eliminated && expected))
        #expect(try solver.check() == .unsatisfiable)
    }

    @Test func qeOfAValidFormulaIsTrue() throws {
        let context = try Context()
        let x = context.real("x")
        let eliminated = try context.eliminateQuantifiers(context.forall([x], x <= x + 1))
        let solver = try Solver(context)
        try solver.assert(!eliminated)
        #expect(try solver.check() == .unsatisfiable)
    }
}
