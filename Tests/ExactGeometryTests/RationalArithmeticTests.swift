import BigInt
import ExactGeometry
import Testing

/// Lowest terms, a positive denominator, and exact arithmetic.
@Suite struct RationalArithmeticTests {
    private func q(_ numerator: Int, _ denominator: Int) -> Rational? {
        Rational(numerator: .init(numerator), denominator: .init(denominator))
    }

    @Test func normalizesToLowestTermsWithAPositiveDenominator() throws {
        let value = try #require(q(6, -8))
        #expect(value.numerator == -3)
        #expect(value.denominator == 4)
        #expect(q(0, -5)?.description == "0")
        #expect(q(0, -5)?.denominator == 1)
        #expect(q(-4, -2) == 2)
        #expect(q(1, 0) == nil)
        #expect(q(10, 4) == q(5, 2))
        #expect(q(10, 4)?.hashValue == q(5, 2)?.hashValue)
    }

    @Test func description() {
        #expect(Rational(3).description == "3")
        #expect(q(-3, 4)?.description == "-3/4")
    }

    @Test func addSubtractMultiplyDivide() throws {
        let third = try #require(q(1, 3)), sixth = try #require(q(1, 6))
        #expect(third + sixth == q(1, 2))
        #expect(try #require(q(1, 2)) - #require(q(3, 4)) == q(-1, 4))
        #expect(try #require(q(2, 3)) * #require(q(9, 4)) == q(3, 2))
        #expect(try #require(q(3, 4)).divided(by: #require(q(1, 2))) == q(3, 2))
        #expect(try #require(q(3, 4)) / #require(q(-1, 2)) == q(-3, 2))
        #expect(third.divided(by: .zero) == nil)
        var total = Rational.zero
        total += third
        total += third
        total -= sixth
        total *= 2
        #expect(total == 1)
    }

    @Test func signsMagnitudeAndFloor() throws {
        let value = try #require(q(-7, 2))
        #expect((-value) == q(7, 2))
        #expect(value.isNegative && !(-value).isNegative)
        #expect(!Rational.zero.isNegative && Rational.zero.isZero)
        #expect(value.magnitude == q(7, 2))
        #expect(value.floor == -4)
        #expect((-value).floor == 3)
        #expect(Rational(-4).floor == -4)
        #expect(Rational(5).isInteger && !value.isInteger)
        #expect(value.doubleValue == -3.5)
    }

    @Test func comparison() throws {
        let half = try #require(q(-1, 2)), third = try #require(q(1, 3))
        #expect(half < third)
        #expect(!(third < half))
        #expect(q(2, 4) == q(1, 2))
        #expect(min(half, third) == half)
        #expect(max(half, third) == third)
        #expect([third, Rational(1), half, .zero].sorted() == [half, .zero, third, 1])
    }
}

/// Values whose terms fit a machine word take a fast path; near the edge of a word, results must
/// be exactly those of big-integer arithmetic, and equal values must be equal however they were made.
@Suite struct RationalWordEdgeTests {
    static let edgeValues: [Rational] = {
        let big = BigInt(Int.max)
        let values: [(BigInt, BigInt)] = [
            (big, 1), (-big, 1), (big, big - 1), (1, big), (-1, big), (big - 3, 7), (BigInt(1) << 40, 3),
            (BigInt(Int.min), 1), (BigInt(1) << 70, 3), (3, 7), (0, 1), (-5, 2),
        ]
        return values.compactMap { Rational(numerator: $0.0, denominator: $0.1) }
    }()

    /// The reference: the same operation on big integers, in lowest terms.
    static func reference(_ numerator: BigInt, _ denominator: BigInt) -> Rational? {
        Rational(numerator: numerator, denominator: denominator)
    }

    @Test func arithmeticAtTheEdgeOfAWordIsExact() throws {
        for x in Self.edgeValues {
            for y in Self.edgeValues {
                let (a, b, c, d) = (x.numerator, x.denominator, y.numerator, y.denominator)
                #expect(x + y == Self.reference(a * d + c * b, b * d))
                #expect(x - y == Self.reference(a * d - c * b, b * d))
                #expect(x * y == Self.reference(a * c, b * d))
                if !y.isZero { #expect(x / y == Self.reference(a * d, b * c)) }
                #expect((x < y) == (a * d < c * b))
                #expect(-x == Self.reference(-a, b))
            }
        }
    }

    @Test func equalValuesAreEqualHoweverMade() throws {
        let huge = BigInt(1) << 70
        let one = try #require(Rational(numerator: huge, denominator: huge))
        #expect(one == 1)
        #expect(one.hashValue == Rational(1).hashValue)
        let backToAWord = try #require(Rational(numerator: huge * 3, denominator: huge)) - 2
        #expect(backToAWord == 1)
        #expect(Set([backToAWord, Rational.one]).count == 1)
        #expect(Rational(Int.min).description == "\(Int.min)")
        #expect((Rational(Int.min) - 1).floor == BigInt(Int.min) - 1)
        #expect(try #require(Rational(numerator: -7, denominator: 2)).floor == -4)
    }
}
