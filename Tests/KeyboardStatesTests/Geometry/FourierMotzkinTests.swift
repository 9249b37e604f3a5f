import ExactGeometry
import KeyboardStates
import Testing

@Suite struct FourierMotzkinTests {
    private let x = AffineExpression.parameter(0, of: 2)
    private let y = AffineExpression.parameter(1, of: 2)
    private func c(_ value: Rational) -> AffineExpression { .constant(value, parameterCount: 2) }

    @Test func strictnessDecidesTouchingBounds() {
        let closed: [LinearInequality] = [.lessThan(c(3), x, strict: false), .lessThan(x, c(3), strict: false)]
        let open: [LinearInequality] = [.lessThan(c(3), x, strict: true), .lessThan(x, c(3), strict: false)]
        #expect(FourierMotzkin.isFeasible(closed, dimension: 2))
        #expect(!FourierMotzkin.isFeasible(open, dimension: 2))
        #expect(FourierMotzkin.samplePoint(closed, dimension: 2)?.first == 3)
    }

    @Test func eliminatesACoupledVariable() {
        // x + y <= 10, x - y >= 4, y >= 3: x >= y + 4 >= 7 and x <= 10 - y <= 7, so x is exactly 7.
        let constraints: [LinearInequality] = [
            .lessThan(x + y, c(10), strict: false), .lessThan(y + c(4), x, strict: false), .lessThan(c(3), y, strict: false),
        ]
        #expect(FourierMotzkin.isFeasible(constraints, dimension: 2))
        let point = FourierMotzkin.samplePoint(constraints, dimension: 2)
        #expect(point.map { p in constraints.allSatisfy { $0.isSatisfied(by: p) } } == true)
        let range = FourierMotzkin.range(of: x, over: constraints, dimension: 2)
        #expect(range?.min == 7 && range?.max == 7)
        #expect(!FourierMotzkin.isFeasible(constraints + [.lessThan(x, c(7), strict: true)], dimension: 2))
    }

    @Test func rangeOfAnOpenSetIsItsClosure() {
        let constraints: [LinearInequality] = [
            .lessThan(c(0), x, strict: true), .lessThan(x, c(Rational(1, 3)), strict: true),
            .lessThan(c(0), y, strict: false), .lessThan(y, x, strict: false),
        ]
        let range = FourierMotzkin.range(of: x + y, over: constraints, dimension: 2)
        #expect(range?.min == 0 && range?.max == Rational(2, 3))
        #expect(FourierMotzkin.range(of: x, over: [.lessThan(c(0), x, strict: false)], dimension: 2)?.max == nil)
    }

    @Test func readableInequalities() {
        #expect(LinearInequality.lessThan(c(688), x, strict: false).description(parameterNames: ["x", "y"]) == "x >= 688")
        #expect(LinearInequality.lessThan(x - y, c(3), strict: true).description(parameterNames: ["x", "y"]) == "x - y < 3")
    }
}
