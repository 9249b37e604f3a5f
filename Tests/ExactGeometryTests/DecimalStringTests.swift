import BigInt
import ExactGeometry
import Testing

/// `decimalString` rounds half away from zero and drops trailing zeros, with no `Double` in between;
/// `rounded(fractionDigits:)` is the number it writes.
@Suite struct DecimalStringTests {
    @Test(arguments: [
        ("1/3", 2, "0.33"), ("2/3", 2, "0.67"), ("1/8", 2, "0.13"), ("-1/8", 2, "-0.13"), ("5/2", 0, "3"), ("-5/2", 0, "-3"),
        ("12.5", 0, "13"), ("0.105", 2, "0.11"), ("1.5", 2, "1.5"), ("1.50", 6, "1.5"), ("2", 2, "2"), ("100", 2, "100"),
        ("-0.25", 2, "-0.25"), ("1/3", 6, "0.333333"), ("0.001", 2, "0"), ("-0.001", 2, "0"), ("-0.004", 2, "0"),
        ("-0.005", 2, "-0.01"), ("0.995", 2, "1"), ("-1234.5678", 2, "-1234.57"),
    ])
    func rendering(_ text: String, _ digits: Int, _ expected: String) throws {
        let value = try #require(Rational(exactly: text))
        #expect(value.decimalString(maximumFractionDigits: digits) == expected)
    }

    /// The law the reports rely on: the rounded number is the number the text says.
    @Test(arguments: [
        "1/3", "2/3", "-1/8", "-5/2", "12.5", "0.105", "1.50", "-0.001", "-0.005", "0.995", "-1234.5678", "355/113", "-22/7", "0",
    ])
    func roundedIsTheNumberTheTextSays(_ text: String) throws {
        let value = try #require(Rational(exactly: text))
        for digits in 0...6 {
            #expect(Rational(exactly: value.decimalString(maximumFractionDigits: digits)) == value.rounded(fractionDigits: digits), "\(text), \(digits)")
        }
    }

    /// The law of rounding half away from zero, over small terms and terms near a machine word's
    /// limit (where the text is computed in `BigInt`s): the text's number is within half a last
    /// digit of the value, and a tie goes away from zero. (Past 6 decimals, BigInt's own greatest
    /// common divisor traps on some of these terms, 922337203685477 / Int.max at 18: reports
    /// write 2.)
    @Test func theTextIsTheValueRoundedHalfAwayFromZero() throws {
        let numerators = Array(-60...60) + [Int.max, Int.max - 1, -Int.max, Int.max / 7, 922_337_203_685_477]
        for numerator in numerators {
            for denominator in [1, 2, 3, 4, 7, 8, 40, 125, 999, Int.max] {
                let value = try #require(Rational(numerator: BigInt(numerator), denominator: BigInt(denominator)))
                for digits in [0, 1, 2, 3, 6] {
                    let written = try #require(Rational(exactly: value.decimalString(maximumFractionDigits: digits)))
                    let half = Rational(1) / Rational(BigInt(10).power(digits)) / 2
                    let error = (written - value).magnitude
                    #expect(!(half < error) && (error != half || value.magnitude < written.magnitude), "\(value), \(digits)")
                }
            }
        }
    }

    @Test func twoDigitsByDefault() throws {
        #expect(try #require(Rational(exactly: "2/3")).decimalString() == "0.67")
    }
}
