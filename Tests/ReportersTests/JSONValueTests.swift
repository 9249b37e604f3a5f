import ExactGeometry
import Foundation
import Reporters
import Testing

@Suite struct JSONValueTests {
    @Test func namesFromASpecAreEscaped() throws {
        let hostile = "<script>alert(\"x\")</script> & 'quotes'\n\u{1}"
        let text = JSONValue.object([("id", .string(hostile))]).serialized()
        #expect(!text.contains("<script>"))
        #expect(!text.contains("&"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(parsed["id"] == hostile)
    }

    @Test func numbersAreExactDecimals() {
        let third = Rational(numerator: 1, denominator: 3) ?? .zero
        #expect(JSONValue.array([.number(Rational(1366)), .number(third), .number(Rational(exactly: "-0.5") ?? .zero)]).serialized()
                == "[1366, 0.3333, -0.5]\n")
    }

    @Test func keysKeepTheirOrder() {
        let text = JSONValue.object([("schema", .string("kbcov-report/1")), ("a", .bool(true)), ("empty", .array([]))]).serialized()
        #expect(text == "{\n  \"schema\": \"kbcov-report/1\",\n  \"a\": true,\n  \"empty\": []\n}\n")
    }
}
