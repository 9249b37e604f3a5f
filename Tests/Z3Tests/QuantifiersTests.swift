import ExactGeometry
import Testing
import Z3

@Suite struct QuantifiersTests {
    /// ∃p ∀x ¬(0 ≤ x ≤ 10 ∧ x > p): a p that no x in [0, 10] exceeds.
    @Test func existsForallQueryReturnsAWitness() throws {
        let context = try Context()
        let p = context.real("p")
        let x = context.real("x")
        let solver = try Solver(context)
        try solver.assert(context.forall([x], !(x >= 0 && x <= 10 && x > p)))
        try solver.assert(p <= 20)
        #expect(try solver.check() == .satisfiable)
        let witness = try solver.model().value(p)
        #expect(witness >= 10 && witness <= 20)
    }

    @Test func forallWithoutAWitnessIsUnsat() throws {
        let context = try Context()
        let p = context.real("p")
        let x = context.real("x")
        let solver = try Solver(context)
        try solver.assert(context.forall([x], x <= p))
        #expect(try solver.check() == .unsatisfiable)
    }

    @Test func existsOverSeveralVariables() throws {
        let context = try Context()
        let a = context.real("a")
        let b = context.real("b")
        let solver = try Solver(context)
        try solver.assert(context.exists([a, b], a + b == 1 && a - b == 3))
        #expect(try solver.check() == .satisfiable)
    }

    @Test func boundTermThatIsNotAConstantThrowsOnUse() throws {
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        #expect(throws: Z3Error.self) { try solver.assert(context.forall([x + 1], x >= 0)) }
    }
}
