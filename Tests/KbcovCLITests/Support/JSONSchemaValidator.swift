import Foundation

/// Validates JSON against the subset of JSON Schema (draft 2020-12) kbcov's schema files use:
/// `type` (one or a list), `const`, `enum`, `properties`, `required`, `additionalProperties`
/// (a boolean or a schema), `items`, `minItems`, `maxItems`, `minimum`, `pattern`, `oneOf`, and
/// `$ref` to `#/$defs/…` in the same file or `other.schema.json#/$defs/…` among the loaded files.
/// A keyword outside the subset is itself an error, so a schema cannot silently ask for more.
struct JSONSchemaValidator: Sendable {
    /// Schema documents by file name.
    let schemas: [String: JSON]

    static let supported: Set<String> = [
        "$schema", "$id", "$defs", "title", "description", "type", "const", "enum", "properties", "required",
        "additionalProperties", "items", "minItems", "maxItems", "minimum", "pattern", "oneOf", "$ref",
    ]

    /// Every `*.schema.json` in `folder`.
    init(folder: URL) throws {
        var schemas: [String: JSON] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".schema.json") {
            schemas[file] = try JSONDecoder().decode(JSON.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
        }
        self.schemas = schemas
    }

    init(schemas: [String: JSON]) { self.schemas = schemas }

    /// The problems of `json` against the schema file `name`, each with its place (`$.specs[0].name`).
    func problems(of json: Data, against name: String) throws -> [String] {
        let value = try JSONDecoder().decode(JSON.self, from: json)
        guard let schema = schemas[name] else { return ["no schema \(name)"] }
        return check(value, schema, file: name, at: "$")
    }

    private func check(_ value: JSON, _ schemaValue: JSON, file: String, at path: String) -> [String] {
        guard case .object(let schema) = schemaValue else { return ["\(path): the schema is not an object"] }
        let unsupported = Set(schema.keys).subtracting(Self.supported)
        if !unsupported.isEmpty { return ["\(path): unsupported schema keywords \(unsupported.sorted())"] }
        if case .string(let reference)? = schema["$ref"] {
            guard let (target, targetFile) = resolve(reference, from: file) else { return ["\(path): unresolved $ref \(reference)"] }
            let others = schema.filter { $0.key != "$ref" && $0.key != "description" }
            return check(value, target, file: targetFile, at: path) + (others.isEmpty ? [] : check(value, .object(others), file: file, at: path))
        }
        if case .array(let alternatives)? = schema["oneOf"] {
            let matching = alternatives.filter { check(value, $0, file: file, at: path).isEmpty }.count
            if matching != 1 { return ["\(path): matches \(matching) of oneOf's \(alternatives.count) schemas, not exactly one"] }
        }
        if let expected = schema["const"], value != expected { return ["\(path): expected \(expected), found \(value)"] }
        if case .array(let options)? = schema["enum"], !options.contains(value) { return ["\(path): \(value) is not one of \(options)"] }
        if let type = schema["type"] {
            let types: [String] = switch type {
            case .string(let name): [name]
            case .array(let names): names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: []
            }
            guard types.contains(where: value.has) else { return ["\(path): expected \(types.joined(separator: " or ")), found \(value)"] }
        }
        var problems: [String] = []
        if case .number(let number) = value, case .number(let minimum)? = schema["minimum"], number < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if case .string(let text) = value, case .string(let pattern)? = schema["pattern"], text.range(of: pattern, options: .regularExpression) == nil {
            problems.append("\(path): '\(text)' does not match \(pattern)")
        }
        if case .object(let object) = value {
            let properties: [String: JSON] = if case .object(let members)? = schema["properties"] { members } else { [:] }
            if case .array(let required)? = schema["required"] {
                for case .string(let name) in required where object[name] == nil { problems.append("\(path): missing '\(name)'") }
            }
            for (name, member) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[name] {
                    problems += check(member, property, file: file, at: "\(path).\(name)")
                } else if case .bool(let allowed)? = schema["additionalProperties"] {
                    if !allowed { problems.append("\(path): unexpected member '\(name)'") }
                } else if let additional = schema["additionalProperties"] {
                    problems += check(member, additional, file: file, at: "\(path).\(name)")
                }
            }
        }
        if case .array(let array) = value {
            if case .number(let minimum)? = schema["minItems"], Decimal(array.count) < minimum { problems.append("\(path): fewer than \(minimum) items") }
            if case .number(let maximum)? = schema["maxItems"], Decimal(array.count) > maximum { problems.append("\(path): more than \(maximum) items") }
            if let items = schema["items"] {
                for (index, element) in array.enumerated() { problems += check(element, items, file: file, at: "\(path)[\(index)]") }
            }
        }
        return problems
    }

    private func resolve(_ reference: String, from file: String) -> (JSON, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let targetFile = parts[0].isEmpty ? file : parts[0]
        guard var node = schemas[targetFile] else { return nil }
        for component in (parts.count > 1 ? parts[1] : "").split(separator: "/") {
            guard case .object(let object) = node, let next = object[String(component)] else { return nil }
            node = next
        }
        return (node, targetFile)
    }
}

/// A JSON value as `JSONDecoder` reads it: booleans never confused with numbers, numbers exact.
indirect enum JSON: Decodable, Equatable, Sendable, CustomStringConvertible {
    case null, bool(Bool), number(Decimal), string(String), array([JSON]), object([String: JSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Decimal.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSON].self)) }
    }

    func has(type: String) -> Bool {
        switch (type, self) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let value)): value == value.rounded
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "'\(value)'"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.keys.sorted().joined(separator: ", ") + "}"
        }
    }
}

extension Decimal {
    var rounded: Decimal {
        var value = self, result = Decimal()
        NSDecimalRound(&result, &value, 0, .plain)
        return result
    }
}
