import Foundation
import LayoutAnalysis
import Testing

/// Adding a finding kind is one description (FindingKindDescription) plus its check: these fail
/// until the kind has its words, its colour and its place in the JSON Schemas.
@Suite struct FindingKindDescriptionTests {
    static let schemas = GoldenFiles.repositoryRoot.appendingPathComponent("Documentation/schemas")
    static let kinds = FindingKind.allCases.map(\.rawValue)

    private func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.schemas.appendingPathComponent(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theReportSchemaNamesEveryKindInItsEnumAndItsSummary() throws {
        let definitions = try #require(try schema("kbcov-report-1.schema.json")["$defs"] as? [String: Any])
        let kind = try #require(definitions["kind"] as? [String: Any])
        #expect(kind["enum"] as? [String] == Self.kinds)
        let summary = try #require((definitions["summary"] as? [String: Any])?["properties"] as? [String: Any])
        let findings = try #require(summary["findings"] as? [String: Any])
        #expect(findings["required"] as? [String] == Self.kinds)
        #expect(Set((findings["properties"] as? [String: Any] ?? [:]).keys) == Set(Self.kinds))
    }

    /// Every other schema refers to the report's enum rather than listing the kinds again.
    @Test func everyKindMemberOfEverySchemaIsTheReportsEnum() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path).filter { $0.hasSuffix(".schema.json") }
        #expect(files.count >= 5)
        var kindMembers: [(file: String, value: [String: Any])] = []
        func collect(_ value: Any, in file: String) {
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    if key == "kind", let schema = member as? [String: Any], schema["enum"] != nil || schema["$ref"] != nil {
                        kindMembers.append((file, schema))
                    }
                    collect(member, in: file)
                }
            } else if let array = value as? [Any] {
                array.forEach { collect($0, in: file) }
            }
        }
        for file in files { collect(try schema(file), in: file) }
        #expect(kindMembers.count >= 4)
        for (file, member) in kindMembers {
            if let list = member["enum"] as? [String] {
                #expect(list == Self.kinds, "\(file)")
            } else {
                #expect(["#/$defs/kind", "kbcov-report-1.schema.json#/$defs/kind"].contains(member["$ref"] as? String), "\(file)")
            }
        }
    }

    @Test func everyKindHasItsWordsAColourAndASeverityOfItsOwn() {
        for kind in FindingKind.allCases {
            let description = kind.described
            let words = [description.letter, description.ruleName, description.shortDescription, description.fullDescription, description.meaning]
            #expect(words.allSatisfy { !$0.isEmpty }, "\(kind)")
            #expect(description.colour.light.hasPrefix("#") && description.colour.dark.hasPrefix("#") && !description.colour.name.isEmpty, "\(kind)")
        }
        #expect(Set(FindingKind.allCases.map(\.described.letter)).count == FindingKind.allCases.count)
        #expect(Set(FindingKind.allCases.map(\.described.severity)).count == FindingKind.allCases.count)
        #expect(Set(FindingKind.allCases.map(\.described.ruleName)).count == FindingKind.allCases.count)
        #expect(FindingKind.bySeverity.first == .conflict)
    }
}
