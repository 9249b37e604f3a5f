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
