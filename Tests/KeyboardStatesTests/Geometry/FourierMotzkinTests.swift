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

    /// Projecting out y: x + y <= 10 with y >= 3 leaves x <= 7, whatever y was.
    @Test func eliminatingAVariableLeavesTheProjection() throws {
        let constraints: [LinearInequality] = [.lessThan(y + x, c(10), strict: false), .lessThan(c(3), y, strict: false)]
        let swapped = constraints.map { LinearInequality(AffineExpression(coefficients: $0.expression.coefficients.reversed(), constant: $0.expression.constant), isStrict: $0.isStrict) }
        let projected = try #require(FourierMotzkin.eliminatingFirst(1, from: swapped, sizeLimit: 10))
        for value: Rational in [6, 7, 8] {
            #expect(projected.allSatisfy { $0.isSatisfied(by: [0, value]) } == (value <= 7), "x = \(value)")
        }
        #expect(FourierMotzkin.eliminatingFirst(1, from: swapped, sizeLimit: 2) == nil, "1 × 1 combination + 2 inequalities")
    }

    /// On a line, the range is read off the variable's interval; it must be what elimination gives
    /// the same system with a second, unconstrained variable.
    @Test(arguments: [
        ([("1", "-10", false), ("-1", "2", false)], "3", "1"), ([("1", "-10", true), ("-1", "2", true)], "-2", "5"),
        ([("1", "-10", false)], "1", "0"), ([("-1", "4", false)], "0", "7"), ([("1", "-1", false), ("-1", "3", false)], "1", "1"),
    ])
    func lineRangeIsTheEliminatedRange(_ rows: [(String, String, Bool)], _ slope: String, _ constant: String) throws {
        let parse = { (text: String) throws -> Rational in try #require(Rational(exactly: text)) }
        let line = try rows.map { LinearInequality(AffineExpression(coefficients: [try parse($0.0)], constant: try parse($0.1)), isStrict: $0.2) }
        let objective = AffineExpression(coefficients: [try parse(slope)], constant: try parse(constant))
        let plane = line.map { LinearInequality(AffineExpression(coefficients: $0.expression.coefficients + [.zero], constant: $0.expression.constant), isStrict: $0.isStrict) }
        let onPlane = AffineExpression(coefficients: objective.coefficients + [.zero], constant: objective.constant)
        let (lineRange, planeRange) = (FourierMotzkin.range(of: objective, over: line, dimension: 1), FourierMotzkin.range(of: onPlane, over: plane, dimension: 2))
        #expect(lineRange?.min == planeRange?.min && lineRange?.max == planeRange?.max && (lineRange == nil) == (planeRange == nil))
    }

    /// A line set answers "does it meet these too?" as elimination would, strict bounds included.
    @Test func lineSetMeetsWhatEliminationFinds() throws {
        let p = AffineExpression.parameter(0, of: 1)
        let k = { (value: Rational) in AffineExpression.constant(value, parameterCount: 1) }
        let base: [LinearInequality] = [.lessThan(k(2), p, strict: false), .lessThan(p, k(10), strict: true)]
        let line = try #require(LineSet(base, dimension: 1))
        let questions: [[LinearInequality]] = [
            [.lessThan(p, k(2), strict: false)], [.lessThan(p, k(2), strict: true)], [.lessThan(k(10), p, strict: false)],
            [.lessThan(k(9), p, strict: true)], [.lessThan(k(4), p, strict: false), .lessThan(p, k(3), strict: false)], [],
        ]
        for question in questions {
            #expect(line.meets(question) == FourierMotzkin.isFeasible(base + question, dimension: 1), "\(question)")
        }
        #expect(LineSet(base + [.lessThan(k(11), p, strict: false)], dimension: 1) == nil)
        #expect(try #require(LineSet([.lessThan(k(1), k(2), strict: true)], dimension: 0)).meets([]))
        #expect(LineSet([.lessThan(k(2), k(1), strict: true)], dimension: 0) == nil)
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
