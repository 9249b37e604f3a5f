import ExactGeometry
import Testing
import Z3

@Suite struct OptimizerTests {
    /// x + y ≥ 10 with both in [0, 8]: whichever objective comes first gets its minimum, 2.
    private func minimize(firstX: Bool) throws -> (x: Rational, y: Rational, bounds: [Rational?]) {
        let context = try Context()
        let x = context.real("x")
        let y = context.real("y")
        let optimizer = try Optimizer(context)
        try optimizer.assert(x + y >= 10 && x >= 0 && y >= 0 && x <= 8 && y <= 8)
        let objectives = try (firstX ? [x, y] : [y, x]).map { try optimizer.minimize($0) }
        #expect(try optimizer.check() == .satisfiable)
        let model = try optimizer.model()
        return (try model.value(x), try model.value(y), try objectives.map { try optimizer.lowerBound($0) })
    }

    @Test func objectivesAreMinimizedInTheOrderAdded() throws {
        let xFirst = try minimize(firstX: true)
        #expect(xFirst.x == 2 && xFirst.y == 8)
        #expect(xFirst.bounds == [2, 8])
        let yFirst = try minimize(firstX: false)
        #expect(yFirst.x == 8 && yFirst.y == 2)
        #expect(yFirst.bounds == [2, 8])
    }

    @Test func softConstraintsTradeOffByWeight() throws {
        let context = try Context()
        let x = context.real("x")
        let optimizer = try Optimizer(context)
        try optimizer.assertSoft(x >= 5, weight: rational("2/3"), group: "widths")
        try optimizer.assertSoft(x <= 3, weight: rational("1/3"), group: "widths")
        #expect(try optimizer.check() == .satisfiable)
        #expect(try optimizer.model().value(x) >= 5)
    }

    @Test func unboundedObjectiveHasNoLowerBound() throws {
        let context = try Context()
        let x = context.real("x")
        let optimizer = try Optimizer(context)
        try optimizer.assert(x <= 3)
        let objective = try optimizer.minimize(x)
        #expect(try optimizer.check() == .satisfiable)
        #expect(try optimizer.lowerBound(objective) == nil)
    }

    /// Z3 4.8.12 does not report the infimum 1/3 here but the value of the model it found.
    @Test func strictBoundReportsTheAttainedValue() throws {
        let context = try Context()
        let x = context.real("x")
        let optimizer = try Optimizer(context)
        try optimizer.assert(x > rational("1/3"))
        let objective = try optimizer.minimize(x)
        #expect(try optimizer.check() == .satisfiable)
        let bound = try optimizer.lowerBound(objective)
        #expect(bound == (try optimizer.model().value(x)))
        #expect(bound.map { $0 > rational("1/3") } == true)
    }

    @Test func pushAndPopScopeConstraints() throws {
        let context = try Context()
        let x = context.real("x")
        let optimizer = try Optimizer(context)
        try optimizer.assert(x >= 1)
        try optimizer.push()
        try optimizer.assert(x <= 0)
        #expect(try optimizer.check() == .unsatisfiable)
        try optimizer.pop()
        #expect(try optimizer.check() == .satisfiable)
    }
}
