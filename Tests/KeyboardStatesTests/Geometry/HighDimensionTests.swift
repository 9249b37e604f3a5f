import ExactGeometry
import KeyboardStates
import Testing

/// The shortcuts that keep window ranges (four or five parameters) cheap must not change an
/// answer: the tightest of parallel inequalities kept, one parameter's range read off its
/// interval, a box refuting what it cannot meet.
@Suite struct HighDimensionTests {
    private static let dimension = 4

    /// Random bounded systems over four parameters: a box of side 100 and four couplings.
    private static func systems(count: Int) -> [[LinearInequality]] {
        var random = SeededGenerator(state: 32)
        return (0..<count).map { _ in
            var system: [LinearInequality] = []
            for index in 0..<dimension {
                let parameter = AffineExpression.parameter(index, of: dimension)
                system += [.lessThan(constant(0), parameter, strict: false), .lessThan(parameter, constant(100), strict: false)]
            }
            for _ in 0..<4 {
                let coefficients = (0..<dimension).map { _ in Rational(Int.random(in: -3...3, using: &random)) }
                let bound = Rational(Int.random(in: -50...150, using: &random))
                system.append(LinearInequality(AffineExpression(coefficients: coefficients, constant: -bound), isStrict: Bool.random(using: &random)))
            }
            return system
        }
    }

    private static func constant(_ value: Rational) -> AffineExpression { .constant(value, parameterCount: dimension) }

    /// Looser copies of every inequality, scaled, past the size from which they are pruned: the
    /// same set, so the same answers.
    @Test func parallelCopiesChangeNoAnswer() {
        for system in Self.systems(count: 30) {
            let copies = system.flatMap { inequality in
                [Rational(2)].map { scale in
                    LinearInequality(AffineExpression(coefficients: inequality.expression.coefficients.map { $0 * scale },
                                                      constant: (inequality.expression.constant - 5) * scale), isStrict: false)
                }
            }
            let padded = copies + system
            #expect(FourierMotzkin.isFeasible(padded, dimension: Self.dimension) == FourierMotzkin.isFeasible(system, dimension: Self.dimension))
            let objective = AffineExpression(coefficients: [1, -2, 0, 1], constant: 3)
            let (range, paddedRange) = (FourierMotzkin.range(of: objective, over: system, dimension: Self.dimension),
                                        FourierMotzkin.range(of: objective, over: padded, dimension: Self.dimension))
            #expect(range?.min == paddedRange?.min && range?.max == paddedRange?.max && (range == nil) == (paddedRange == nil))
        }
    }

    /// One parameter's range, read off its interval, is what the general way gives: a fifth
    /// variable q equal to it, and the range of 2p − q.
    @Test func oneParametersRangeIsTheGeneralRange() {
        for system in Self.systems(count: 10) {
            for index in 0..<Self.dimension {
                let lifted = system.map { LinearInequality(AffineExpression(coefficients: $0.expression.coefficients + [.zero], constant: $0.expression.constant), isStrict: $0.isStrict) }
                let p = AffineExpression.parameter(index, of: Self.dimension + 1), q = AffineExpression.parameter(Self.dimension, of: Self.dimension + 1)
                let tied = lifted + [.lessThan(p, q, strict: false), .lessThan(q, p, strict: false)]
                let direct = FourierMotzkin.range(of: .parameter(index, of: Self.dimension), over: system, dimension: Self.dimension)
                let general = FourierMotzkin.range(of: p * Rational(2) - q, over: tied, dimension: Self.dimension + 1)
                #expect(direct?.min == general?.min && direct?.max == general?.max && (direct == nil) == (general == nil))
            }
        }
    }

    /// What the box excludes, the set does not meet.
    @Test func theBoxExcludesOnlyWhatTheSetCannotMeet() {
        var random = SeededGenerator(state: 7)
        var excluded = 0
        for system in Self.systems(count: 30) {
            let box = ParameterBox(bounding: system, dimension: Self.dimension)
            for _ in 0..<20 {
                let coefficients = (0..<Self.dimension).map { _ in Rational(Int.random(in: -2...2, using: &random)) }
                let question = LinearInequality(
                    AffineExpression(coefficients: coefficients, constant: Rational(Int.random(in: -100...300, using: &random))),
                    isStrict: Bool.random(using: &random))
                if box.excludes(question) {
                    excluded += 1
                    #expect(!FourierMotzkin.isFeasible(system + [question], dimension: Self.dimension))
                }
            }
        }
        #expect(excluded > 20)
    }
}
