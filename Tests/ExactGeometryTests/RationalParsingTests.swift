import ExactGeometry
import Testing

/// `Rational(exactly:)` reads decimal literals exactly, and nothing else.
@Suite struct RationalParsingTests {
    @Test(arguments: [
        ("0.1", 1, 10), ("-1.25e2", -125, 1), ("3/4", 3, 4), ("12", 12, 1), ("-0.5", -1, 2), ("+2", 2, 1),
        (".5", 1, 2), ("5.", 5, 1), ("1E3", 1000, 1), ("2.5e-1", 1, 4), ("0012", 12, 1), ("-6/8", -3, 4), ("1.5/3", 1, 2),
    ])
    func parsesExactly(_ text: String, _ numerator: Int, _ denominator: Int) throws {
        let value = try #require(Rational(exactly: text))
        #expect(value.numerator == .init(numerator))
        #expect(value.denominator == .init(denominator))
    }

    @Test(arguments: ["nan", "NaN", ".nan", "inf", "-inf", ".inf", "1/0", "abc", "", "-", ".", "1e", "1e500", "1..2", " 1", "1,5", "0x10", "1/"])
    func rejects(_ text: String) {
        #expect(Rational(exactly: text) == nil)
    }

    @Test func largeExponentsStayExact() throws {
        let value = try #require(Rational(exactly: "1e30"))
        #expect(value.description == "1" + String(repeating: "0", count: 30))
    }

    /// Short decimals are read in machine words and the rest with BigInt: the same value on both
    /// sides of every limit (18 digits, a power of 10 up to 10^18, a product that overflows).
    @Test(arguments: [
        ("123456789012345678", "123456789012345678"), ("1234567890123456789", "1234567890123456789"),
        ("1e18", "1" + String(repeating: "0", count: 18)), ("1e19", "1" + String(repeating: "0", count: 19)),
        ("9.3e18", "93" + String(repeating: "0", count: 17)), ("-9.3e18", "-93" + String(repeating: "0", count: 17)),
        ("1e-18", "1/1" + String(repeating: "0", count: 18)), ("1e-19", "1/1" + String(repeating: "0", count: 19)),
        ("0.000000000000000025", "1/40000000000000000"), ("12.50", "25/2"),
    ])
    func machineWordsAndBigIntAgreeAtTheirLimits(_ text: String, _ exact: String) throws {
        #expect(try #require(Rational(exactly: text)).description == exact)
    }
}
