import BigInt
import ExactGeometry
import Testing
import Z3

@Suite struct ModelTests {
    @Test(arguments: ["1/3", "0.1", "-7/3", "0", "123456789012345678901234567890123/7", "-98765432109876543210.000001"])
    func exactRationalsRoundTrip(_ text: String) throws {
        let value = rational(text)
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        try solver.assert(x == value)
        #expect(try solver.check() == .satisfiable)
        let model = try solver.model()
        #expect(try model.value(x) == value)
        #expect(try model.doubleValue(x) == value.doubleValue)
    }

    @Test func oneTenthIsExactNotBinary() throws {
        let context = try Context()
        let x = context.real("x")
        let solver = try Solver(context)
        try solver.assert(x * 10 == 1)
        #expect(try solver.check() == .satisfiable)
        let value = try solver.model().value(x)
        #expect(value.numerator == 1 && value.denominator == 10)
    }

    @Test func unconstrainedConstantsAreCompleted() throws {
        let context = try Context()
        let solver = try Solver(context)
        try solver.assert(context.real("x") >= 0)
        #expect(try solver.check() == .satisfiable)
        let model = try solver.model()
        #expect(try model.value(context.real("unmentioned")) == 0)
        #expect(try model.value(context.bool("flag")) == false)
        #expect(try model.value(context.real("x") + 1) >= 1)
    }
}
