import Foundation
import KbcovTestSupport
import Testing

/// The JSON kbcov writes validates against the schema files in Documentation/schemas.
@Suite struct SchemaTests {
    static let validator: JSONSchemaValidator? = try? JSONSchemaValidator(
        folder: Repository.root.appendingPathComponent("Documentation/schemas"))

    @Test func everyShippedSpecsReportValidates() throws {
        let validator = try #require(Self.validator)
        let result = try CLI.run(["check", "specs", "--environments", "quick", "--format", "json"])
        #expect(result.exitCode == 1)
        #expect(result.output.contains("\"specs/swift/"))
        #expect(try validator.problems(of: Data(result.output.utf8), against: "kbcov-report-1.schema.json") == [])
    }

    @Test func whyAnswersValidate() throws {
        let validator = try #require(Self.validator)
        let state = "ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"
        for question in [["--constraint", "editViewToDockedKeyboardTrailing"], ["--item", "editView"], ["--state", state]] {
            let result = try CLI.run(["why", "specs/apple-sample-edit-view.yaml"] + question
                                     + ["--environments", "ipad-pro-12-9/landscape", "--format", "json"])
            #expect(result.exitCode <= 1, "\(question): \(result.errors)")
            #expect(try validator.problems(of: Data(result.output.utf8), against: "kbcov-why-1.schema.json") == [], "\(question)")
        }
    }

    /// A drifting constraint's answer carries its drift, with the sequence in the message.
    @Test func whyCarriesADriftingConstraintsSequence() throws {
        let validator = try #require(Self.validator)
        let result = try CLI.run(["why", "Tests/Corpus/KeyboardHandlers/DeltaHeightViewController.swift", "--constraint", "barBottom",
                                  "--environments", "iphone-16/portrait", "--format", "json"])
        #expect(try validator.problems(of: Data(result.output.utf8), against: "kbcov-why-1.schema.json") == [])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let drift = try #require((document["drift"] as? [[String: Any]])?.first)
        #expect(drift["kind"] as? String == "drift")
        #expect(drift["constraints"] as? [String] == ["barBottom"])
        #expect((drift["message"] as? String)?.contains("show docked → predictive bar off → predictive bar on: barBottom 0 → -336 → -628 → -964") == true)
    }

    @Test func stateListingsValidate() throws {
        let validator = try #require(Self.validator)
        let result = try CLI.run(["states", "--environments", "ipad-pro-12-9/landscape", "--format", "json"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("{\n  \"schema\": \"kbcov-states/1\""))
        #expect(try validator.problems(of: Data(result.output.utf8), against: "kbcov-states-1.schema.json") == [])
    }

    @Test func baselinesValidate() throws {
        let validator = try #require(Self.validator)
        let file = try CLI.temporarySpec("", name: "kbcov-baseline.json")
        let result = try CLI.run(["check", "specs", "--environments", "quick", "--write-baseline", file])
        #expect(result.exitCode == 0)
        let baseline = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(String(decoding: baseline, as: UTF8.self).contains("\"state\""))
        #expect(try validator.problems(of: baseline, against: "kbcov-baseline-1.schema.json") == [])
    }

    @Test func fixReportsValidate() throws {
        let validator = try #require(Self.validator)
        let environments = FixTests.environments
        let repaired = try CLI.run(["fix", FixTests.twoTrailing, "--constraint", "editViewToFloatingKeyboardTrailing", "--format", "json"] + environments)
        #expect(repaired.exitCode == 0, "\(repaired.errors)")
        #expect(try validator.problems(of: Data(repaired.output.utf8), against: "kbcov-fix-1.schema.json") == [])
        let banner = try CLI.temporarySpec(FixTests.bannerWiderThanTheScreen)
        let unrepaired = try CLI.run(["fix", banner, "--format", "json"] + environments)
        #expect(unrepaired.exitCode == 1)
        #expect(try validator.problems(of: Data(unrepaired.output.utf8), against: "kbcov-fix-1.schema.json") == [])
    }

    /// The validator's subset, on a schema of its own: each keyword accepts what it should and
    /// names what it rejects.
    @Test func theValidatorChecksEachKeywordItSupports() throws {
        let schema = #"""
        {"type": "object", "required": ["id", "size"], "additionalProperties": false, "$defs": {"count": {"type": "integer", "minimum": 0}},
         "properties": {"id": {"type": "string", "pattern": "^[a-z]+/[a-z]+$"}, "size": {"type": "array", "items": {"$ref": "#/$defs/count"}, "minItems": 2, "maxItems": 2},
                        "kind": {"enum": ["a", "b"]}, "version": {"const": 1}, "region": {"type": ["object", "null"]},
                        "either": {"oneOf": [{"type": "string"}, {"type": "integer"}]}}}
        """#
        let validator = JSONSchemaValidator(schemas: ["test.json": try JSONDecoder().decode(JSON.self, from: Data(schema.utf8))])
        func problems(_ json: String) throws -> [String] { try validator.problems(of: Data(json.utf8), against: "test.json") }
        #expect(try problems(#"{"id": "a/b", "size": [1, 2], "kind": "b", "version": 1, "region": null, "either": 3}"#) == [])
        #expect(try problems(#"{"id": "a/b"}"#) == ["$: missing 'size'"])
        #expect(try problems(#"{"id": "ab", "size": [1, 2]}"#) == ["$.id: 'ab' does not match ^[a-z]+/[a-z]+$"])
        #expect(try problems(#"{"id": "a/b", "size": [1, -2]}"#) == ["$.size[1]: -2 is below 0"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2.5]}"#) == ["$.size[1]: expected integer, found 2.5"])
        #expect(try problems(#"{"id": "a/b", "size": [1, true]}"#) == ["$.size[1]: expected integer, found true"])
        #expect(try problems(#"{"id": "a/b", "size": [1]}"#) == ["$.size: fewer than 2 items"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2, 3]}"#) == ["$.size: more than 2 items"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2], "kind": "c"}"#) == ["$.kind: 'c' is not one of ['a', 'b']"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2], "version": 2}"#) == ["$.version: expected 1, found 2"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2], "region": 1}"#) == ["$.region: expected object or null, found 1"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2], "either": true}"#) == ["$.either: matches 0 of oneOf's 2 schemas, not exactly one"])
        #expect(try problems(#"{"id": "a/b", "size": [1, 2], "extra": 1}"#) == ["$: unexpected member 'extra'"])
        let unsupported = JSONSchemaValidator(schemas: ["test.json": try JSONDecoder().decode(JSON.self, from: Data(#"{"anyOf": []}"#.utf8))])
        #expect(try unsupported.problems(of: Data("1".utf8), against: "test.json") == [#"$: unsupported schema keywords ["anyOf"]"#])
    }
}
