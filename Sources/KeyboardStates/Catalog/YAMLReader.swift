import ExactGeometry
import LayoutSpec
import Yams

/// Reads YAML nodes into values, collecting a located diagnostic for everything unexpected.
struct YAMLReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    mutating func error(_ code: Diagnostic.Code, _ node: Node, _ message: String) {
        diagnostics.append(.error(code, at: location(node), message))
    }

    /// The entries of a mapping with string keys, in order; unknown and missing keys are errors.
    mutating func mapping(_ node: Node, _ what: String, required: [String], optional: [String] = []) -> [String: Node]? {
        guard let mapping = node.mapping else {
            error(.wrongType, node, "expected a mapping for \(what)")
            return nil
        }
        var entries: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                error(.wrongType, key, "expected a string key in \(what)")
                continue
            }
            guard required.contains(name) || optional.contains(name) else {
                error(.unknownKey, key, "unknown key '\(name)' in \(what); expected one of \((required + optional).joined(separator: ", "))")
                continue
            }
            entries[name] = value
        }
        for name in required where entries[name] == nil {
            error(.missingKey, node, "\(what) needs '\(name)'")
        }
        return entries
    }

    /// The key/value pairs of a mapping whose keys are names chosen by the user.
    mutating func namedEntries(_ node: Node, _ what: String) -> [(name: String, key: Node, value: Node)]? {
        guard let mapping = node.mapping else {
            error(.wrongType, node, "expected a mapping for \(what)")
            return nil
        }
        var entries: [(name: String, key: Node, value: Node)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string, !name.isEmpty else {
                error(.wrongType, key, "expected a name as key in \(what)")
                continue
            }
            entries.append((name, key, value))
        }
        return entries
    }

    mutating func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard let sequence = node.sequence else {
            error(.wrongType, node, "expected a list for \(what)")
            return nil
        }
        return Array(sequence)
    }

    mutating func string(_ node: Node, _ what: String) -> String? {
        guard let scalar = node.scalar, !scalar.string.isEmpty else {
            error(.wrongType, node, "expected text for \(what)")
            return nil
        }
        return scalar.string
    }

    mutating func bool(_ node: Node, _ what: String) -> Bool? {
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            error(.wrongType, node, "expected true or false for \(what)")
            return nil
        }
    }

    /// A number that is not negative (and, when `positive`, not zero).
    mutating func number(_ node: Node, _ what: String, positive: Bool = false) -> Rational? {
        guard let text = node.scalar?.string, text.count <= InputLimits.longestNumber, let value = Rational(exactly: text),
              value.magnitude <= NumberLimits.largestLength
        else {
            error(.invalidNumber, node, "expected an exact number of at most \(NumberLimits.largestLength) for \(what)")
            return nil
        }
        if value.isNegative || (positive && value.isZero) {
            error(.invalidValue, node, "\(what) must be \(positive ? "positive" : "zero or more"), got \(text)")
            return nil
        }
        return value
    }

    mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let text = string(node, what) else { return nil }
        guard let value = Value(rawValue: text) else {
            error(.invalidValue, node, "'\(text)' is not a valid \(what); expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return value
    }

    /// `[x, y, width, height]`, width and height positive.
    mutating func rect(_ node: Node, _ what: String) -> Rect? {
        guard let values = numbers(node, what, count: 4) else { return nil }
        guard !values[2].isZero, !values[3].isZero else {
            error(.invalidValue, node, "\(what) needs a positive width and height")
            return nil
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `[width, height]`, both positive.
    mutating func size(_ node: Node, _ what: String) -> Size? {
        guard let values = numbers(node, what, count: 2) else { return nil }
        guard !values[0].isZero, !values[1].isZero else {
            error(.invalidValue, node, "\(what) needs a positive width and height")
            return nil
        }
        return Size(width: values[0], height: values[1])
    }

    private mutating func numbers(_ node: Node, _ what: String, count: Int) -> [Rational]? {
        guard let items = node.sequence, items.count == count else {
            error(.wrongType, node, "expected a list of \(count) numbers for \(what)")
            return nil
        }
        let values = items.compactMap { number($0, what) }
        return values.count == count ? values : nil
    }
}
