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

    @Test func twoDigitsByDefault() throws {
        #expect(try #require(Rational(exactly: "2/3")).decimalString() == "0.67")
    }
}
