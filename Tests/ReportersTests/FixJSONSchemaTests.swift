import Foundation
import Repairs
import Reporters
import Testing

/// `kbcov fix --format json` conforms to schemas/kbcov-fix-1.schema.json, checked with the subset
/// of JSON Schema that file uses (type, const, enum, required, properties, additionalProperties,
/// items, minItems, minimum, $ref, oneOf).
@Suite struct FixJSONSchemaTests {
    @Test func repairAndNoRepairReportsConformToTheSchema() throws {
        let schemaURL = GoldenFiles.repositoryRoot.appendingPathComponent("schemas/kbcov-fix-1.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let (repaired, _) = try FixReporterTests.twoTrailingReport()
        let unrepaired = try FixReporterTests.report(yaml: FixReporterTests.banner, path: "banner.yaml")
        for report in [repaired, unrepaired] {
            let json = FixJSONReporter().render(report, context: FixReporterTests.context)
            let document = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let problems = SchemaCheck(root: schema).problems(document, schema, at: "$")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
        let broken: [String: Any] = ["schema": "kbcov-fix/2", "tool": ["name": "kbcov"], "problems": [["kind": "wobbly"]]]
        let found = SchemaCheck(root: schema).problems(broken, schema, at: "$")
        #expect(found.contains("$.schema: expected kbcov-fix/1") && found.contains("$.tool: missing version") && found.contains("$: missing spec"))
        #expect(found.contains("$.problems[0].kind: wobbly not in enum"))
    }
}

private struct SchemaCheck {
    let root: [String: Any]

    func problems(_ value: Any, _ schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let definition = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else { return ["\(path): unknown \(reference)"] }
            return problems(value, definition, at: path)
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let matching = options.filter { problems(value, $0, at: path).isEmpty }.count
            return matching == 1 ? [] : ["\(path): matches \(matching) of oneOf"]
        }
        var found: [String] = []
        if let constant = schema["const"] as? String, value as? String != constant { found.append("\(path): expected \(constant)") }
        if let choices = schema["enum"] as? [String], !((value as? String).map { choices.contains($0) } ?? false) {
            found.append("\(path): \(value) not in enum")
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [(type as? String) ?? ""]
            if !types.contains(where: { Self.has(value, type: $0) }) { return found + ["\(path): expected \(types)"] }
        }
        if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum { found.append("\(path): below \(minimum)") }
        if let object = value as? [String: Any] {
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil { found.append("\(path): missing \(key)") }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    found += problems(member, property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unexpected \(key)")
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { found.append("\(path): fewer than \(minimum) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() { found += problems(element, items, at: "\(path)[\(index)]") }
            }
        }
        return found
    }

    static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "boolean": value is Bool
        case "integer", "number": value is Int || value is Double
        case "null": value is NSNull
        default: false
        }
    }
}
