import Yams

/// The entries of a YAML mapping checked against the keys the spec format allows there.
public struct MappingKeys {
    public struct Entry {
        public var key: Node
        public var value: Node
    }

    private var entries: [String: Entry] = [:]

    /// Reports unknown keys (listing the expected ones), keys that are not text, and missing
    /// required keys (at the mapping, since they are not in the file).
    public init(_ mapping: Node.Mapping, of node: Node, allowed: [String], required: [String] = [],
         in context: String, reader: YAMLReader) {
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key, !key.isNull else {
                reader.sink.error(.wrongType, at: reader.location(of: key),
                                  "expected a key (one of \(MappingKeys.list(allowed))) in \(context); found \(key.kindDescription)")
                continue
            }
            guard allowed.contains(scalar.string) else {
                let suggestion = ClosestName.suggestion(for: scalar.string, among: allowed)
                reader.sink.error(.unknownKey, at: reader.location(of: key),
                                  "unknown key '\(scalar.string)' in \(context)\(suggestion); expected \(MappingKeys.list(allowed))")
                continue
            }
            entries[scalar.string] = Entry(key: key, value: value)
        }
        for name in required where entries[name] == nil {
            reader.sink.error(.missingKey, at: reader.location(of: node), "\(context) is missing the required key '\(name)'")
        }
    }

    public subscript(key: String) -> Entry? { entries[key] }

    public static func list(_ keys: [String]) -> String {
        switch keys.count {
        case 0: return "no keys"
        case 1: return "'\(keys[0])'"
        default: return keys.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(keys[keys.count - 1])'"
        }
    }
}
