import ExactGeometry
import Testing
import Z3

@Suite struct OperatorsTests {
    @Test func arithmeticAndComparisonsSolveExactly() throws {
        let context = try Context()
        let x = context.real("x")
        let y = context.real("y")
        let z = context.real("z")
        let solver = try Solver(context)
        try solver.assert(2 * x + 1 == y - 3)        // 2x + 1 = y - 3
        try solver.assert(y == x * rational("1/2"))  // y = x / 2
        try solver.assert(-z == x - y + rational("0.25"))
        try solver.assert(x < 0 && 0 > x && x <= y && y >= x && y > x - 1)
        #expect(try solver.check() == .satisfiable)
        let model = try solver.model()
        #expect(try model.value(x) == rational("-8/3"))
        #expect(try model.value(y) == rational("-4/3"))
        #expect(try model.value(z) == rational("-8/3") * -1 + rational("-4/3") - rational("0.25"))
    }

    @Test func rationalOnTheLeftOfAComparison() throws {
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        try solver.assert(3 <= x && 3 >= x && 3 == x && 2 < x && 4 > x)
        #expect(try solver.check() == .satisfiable)
        #expect(try solver.model().value(x) == 3)
    }

    @Test func booleanConnectives() throws {
        let context = try Context()
        let p = context.bool("p")
        let q = context.bool("q")
        let solver = try Solver(context)
        try solver.assert(p.implies(q))
        try solver.assert(p || !p)
        try solver.assert(p && context.bool(true))
        #expect(try solver.check() == .satisfiable)
        let model = try solver.model()
        #expect(try model.value(q))
        try solver.assert(!q)
        #expect(try solver.check() == .unsatisfiable)
    }

    @Test func emptyConjunctionDisjunctionAndSum() throws {
        let context = try Context()
        let solver = try Solver(context)
        let total = context.real("total")
        try solver.assert(context.and([]))
        try solver.assert(!context.or([]))
        try solver.assert(total == context.sum([]))
        #expect(try solver.check() == .satisfiable)
        #expect(try solver.model().value(total) == 0)
    }

    @Test func sumAndIte() throws {
        let context = try Context()
        let a = context.real("a")
        let b = context.real("b")
        let m = context.real("m")
        let solver = try Solver(context)
        try solver.assert(a == 2 && b == 7)
        try solver.assert(m == context.ite(a >= b, a, b) + context.sum([a, b, context.real(1)]))
        #expect(try solver.check() == .satisfiable)
        #expect(try solver.model().value(m) == 17)
    }

    @Test func descriptionShowsTheTerm() throws {
        let context = try Context()
        let x = context.real("x")
        #expect((x + 1).description == "(+ x 1.0)")
        #expect((x <= rational("1/3")).description == "(<= x (/ 1.0 3.0))")
    }
}
