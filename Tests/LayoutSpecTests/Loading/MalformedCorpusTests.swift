import Foundation
import Testing
@testable import LayoutSpec

/// Every file in `Fixtures/malformed` declares the errors it must produce in `# expect:` lines.
struct MalformedCorpusTests {
    @Test func theCorpusIsLargeAndCoversEveryErrorCode() throws {
        let names = Fixtures.names(in: "malformed")
        #expect(names.count >= 35)
        var codes: Set<Diagnostic.Code> = []
        var filesWithSeveralErrors = 0
        for name in names {
            let text = try String(contentsOfFile: Fixtures.path("malformed/\(name)"), encoding: .utf8)
            let expected = ExpectedDiagnostic.expectations(inFixture: text)
            codes.formUnion(expected.map(\.code))
            if expected.count > 1 { filesWithSeveralErrors += 1 }
        }
        #expect(filesWithSeveralErrors >= 3)
        let required: Set<Diagnostic.Code> = [
            .yamlSyntax, .wrongType, .missingKey, .unknownKey, .unsupportedVersion, .ruleSyntax, .unknownItem,
            .unknownAnchor, .mixedAxes, .duplicateIdentifier, .priorityOutOfRange, .invalidNumber, .emptyEdgeList,
            .invalidEdge, .invalidValue, .unsupportedConstruct,
        ]
        #expect(required.subtracting(codes).isEmpty, "codes never exercised: \(required.subtracting(codes))")
    }

    @Test(arguments: Fixtures.names(in: "malformed"))
    func reportsExactlyTheExpectedErrors(name: String) throws {
        let path = Fixtures.path("malformed/\(name)")
        let expected = ExpectedDiagnostic.expectations(inFixture: try String(contentsOfFile: path, encoding: .utf8))
        try #require(!expected.isEmpty, "\(name) has no '# expect:' line")
        switch SpecLoader.load(path: path) {
        case .success:
            Issue.record("\(name) loaded without errors; expected \(expected)")
        case .failure(let error):
            let found = error.diagnostics.map(ExpectedDiagnostic.init)
            #expect(Set(found) == Set(expected), "\(name):\n\(error)")
            #expect(found.count == expected.count, "\(name):\n\(error)")
            #expect(error.diagnostics.allSatisfy { $0.severity == .error && $0.location.file == path })
            #expect(error.diagnostics.map(\.location) == error.diagnostics.map(\.location).sorted())
        }
    }
}
