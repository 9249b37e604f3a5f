import ExactGeometry
import KeyboardStates
import Testing

/// Sets over many variables that fall into parts sharing no variable (a region over independent
/// content sizes) are settled part by part: every answer is the one eliminating every variable
/// of the whole set gives.
@Suite struct IndependentPartsTests {
    private static let dimension = 8

    /// Random sets where each inequality names one or two of eight variables: a few parts, some
    /// empty (strict bounds that meet, crossing bounds), most not.
    private static func systems(count: Int) -> [[LinearInequality]] {
        var random = SeededGenerator(state: 51)
        return (0..<count).map { _ in
            (0..<Int.random(in: 6...14, using: &random)).map { _ in
                var coefficients = Array(repeating: Rational.zero, count: dimension)
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    coefficients[Int.random(in: 0..<dimension, using: &random)] = Rational(Int.random(in: -2...2, using: &random))
                }
                return LinearInequality(AffineExpression(coefficients: coefficients, constant: Rational(Int.random(in: -20...20, using: &random))),
                                        isStrict: Bool.random(using: &random))
            }
        }
    }

    /// Eliminating every variable of the whole set: empty exactly when a constant inequality fails.
    private static func isFeasibleWhole(_ system: [LinearInequality]) -> Bool {
        let constants = FourierMotzkin.eliminatingFirst(dimension, from: system, sizeLimit: .max) ?? []
        return !constants.contains { $0.expression.isConstant && !$0.isSatisfied(by: []) }
    }

    @Test func feasibleExactlyWhenTheWholeSetIs() {
        var answers: Set<Bool> = []
        for system in Self.systems(count: 200) {
            let feasible = FourierMotzkin.isFeasible(system, dimension: Self.dimension)
            #expect(feasible == Self.isFeasibleWhole(system))
            answers.insert(feasible)
        }
        #expect(answers == [true, false], "both answers are tested")
    }

    /// One variable's values, read off its own part, are what the general way gives: a ninth
    /// variable q equal to it, and the range of 2p − q over the whole set.
    @Test func oneVariablesRangeIsTheWholeSetsRange() {
        for system in Self.systems(count: 60) {
            let lifted = system.map {
                LinearInequality(AffineExpression(coefficients: $0.expression.coefficients + [.zero], constant: $0.expression.constant), isStrict: $0.isStrict)
            }
            for index in 0..<Self.dimension {
                let p = AffineExpression.parameter(index, of: Self.dimension + 1), q = AffineExpression.parameter(Self.dimension, of: Self.dimension + 1)
                let tied = lifted + [.lessThan(p, q, strict: false), .lessThan(q, p, strict: false)]
                let direct = FourierMotzkin.range(of: .parameter(index, of: Self.dimension), over: system, dimension: Self.dimension)
                let general = FourierMotzkin.range(of: p * Rational(2) - q, over: tied, dimension: Self.dimension + 1)
                #expect(direct?.min == general?.min && direct?.max == general?.max && (direct == nil) == (general == nil))
            }
        }
    }

    /// Split once, the set's emptiness and every variable's interval, with some others fixed or
    /// none, are what eliminating the whole set gives, strict ends and all: the fixed values as
    /// equalities, and the variable's values as those of an objective, every variable eliminated.
    @Test func partsSplitOnceAnswerAsTheWholeSet() {
        var random = SeededGenerator(state: 52)
        var emptied = 0
        for system in Self.systems(count: 120) {
            let parts = IndependentParts(system, dimension: Self.dimension)
            #expect(parts.isFeasible == Self.isFeasibleWhole(system))
            for index in 0..<Self.dimension {
                var fixed: [Int: Rational] = [:]
                for other in 0..<Self.dimension where other != index && Int.random(in: 0..<3, using: &random) == 0 {
                    fixed[other] = Rational(Int.random(in: -6...6, using: &random))
                }
                for fixing in [[:], fixed] {
                    let once = parts.interval(of: index, fixing: fixing)
                    let pinned = fixing.flatMap { other, value in
                        let variable = AffineExpression.parameter(other, of: Self.dimension)
                        let constant = AffineExpression.constant(value, parameterCount: Self.dimension)
                        return [LinearInequality.lessThan(variable, constant, strict: false), .lessThan(constant, variable, strict: false)]
                    }
                    let whole = FourierMotzkin.interval(of: .parameter(index, of: Self.dimension), over: system + pinned, dimension: Self.dimension)
                    let byParts = FourierMotzkin.interval(of: index, over: system, dimension: Self.dimension, fixing: fixing)
                    #expect((byParts == nil) == (whole == nil) && byParts?.lower?.value == whole?.lower?.value && byParts?.upper?.value == whole?.upper?.value)
                    #expect((once == nil) == (whole == nil))
                    #expect(once?.lower?.value == whole?.lower?.value && once?.lower?.isStrict == whole?.lower?.isStrict)
                    #expect(once?.upper?.value == whole?.upper?.value && once?.upper?.isStrict == whole?.upper?.isStrict)
                    if parts.isFeasible && whole == nil { emptied += 1 }
                }
            }
        }
        #expect(emptied > 0, "fixing values empties some sets")
    }
}
