import Foundation
import Reporters
import Testing

@Suite struct JSONParserTests {
    @Test func goldenReportSerializesBackToTheSameBytes() throws {
        let text = try String(contentsOf: GoldenFiles.folder.appendingPathComponent("two-specs.json"), encoding: .utf8)
        let parsed = try JSONParser.parse(text).get()
        #expect(parsed.serialized() == text)
    }

    @Test func escapesAndNumbersRoundTrip() throws {
        let value = JSONValue.object([("a\"<b>", .array([.number("-1.25"), .string("x\n\u{1}&"), .bool(false), .null])), ("e", .object([]))])
        #expect(try JSONParser.parse(value.serialized()).get().serialized() == value.serialized())
    }

    @Test func malformedDocumentsSayWhatWasExpected() {
        guard case .failure(let failure) = JSONParser.parse("{\"a\": [1, 2}") else {
            Issue.record("parsed a malformed document")
            return
        }
        #expect(failure.expected == "',' or ']'")
        #expect(failure.offset == 12)
    }
}
