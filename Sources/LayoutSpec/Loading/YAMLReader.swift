import ExactGeometry
import Yams

/// Reads typed values out of YAML nodes, reporting each value that is not what the format expects
/// to the sink and returning `nil` for it: the one YAML reader of specs, sidecars, `.kbcov.yml`
/// and catalog files, so all accept the same booleans and numbers.
public struct YAMLReader {
    public let sink: DiagnosticSink
    /// The file's lines as Unicode scalars, to map offsets inside a value to columns.
    let lines: [[Unicode.Scalar]]

    public init(sink: DiagnosticSink, text: String) {
        self.sink = sink
        lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Array(line.last == "\r" ? line.dropLast() : line)
        }
    }

    public var file: String { sink.file }

    public func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: max(node.mark?.line ?? 1, 1), column: max(node.mark?.column ?? 1, 1))
    }

    public func mapping(_ node: Node, expected: String) -> Node.Mapping? {
        guard case .mapping(let mapping) = node else {
            sink.error(.wrongType, at: location(of: node), "expected \(expected); found \(node.kindDescription)")
            return nil
        }
        return mapping
    }

    /// The items of a list; YAML's null counts as an empty list.
    public func list(_ node: Node, expected: String) -> [Node]? {
        if node.isNull { return [] }
        guard case .sequence(let sequence) = node else {
            sink.error(.wrongType, at: location(of: node), "expected \(expected); found \(node.kindDescription)")
            return nil
        }
        return Array(sequence)
    }

    /// The text of a scalar that is not null, quoted or not.
    public func text(_ node: Node, expected: String) -> String? {
        guard case .scalar(let scalar) = node, !node.isNull else {
            sink.error(.wrongType, at: location(of: node), "expected \(expected); found \(node.kindDescription)")
            return nil
        }
        return scalar.string
    }

    public func bool(_ node: Node) -> Bool? {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        sink.error(.wrongType, at: location(of: node), "expected true or false; found \(node.kindDescription)")
        return nil
    }

    /// An exact number; `.nan`, `.inf` and magnitudes above `NumberLimits.largestLength` are refused.
    public func number(_ node: Node, expected: String = "a number") -> Rational? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, !node.isNull else {
            sink.error(.wrongType, at: location(of: node), "expected \(expected); found \(node.kindDescription)")
            return nil
        }
        if NumberLimits.isNonFiniteWord(scalar.string) {
            sink.error(.invalidNumber, at: location(of: node), "expected a finite number; found '\(scalar.string)'")
            return nil
        }
        guard scalar.string.count <= InputLimits.longestNumber else {
            sink.error(.invalidNumber, at: location(of: node),
                       "expected a number of at most \(InputLimits.longestNumber) characters; found \(scalar.string.count)")
            return nil
        }
        guard let value = Rational(exactly: scalar.string) else {
            sink.error(.wrongType, at: location(of: node), "expected \(expected); found \(node.kindDescription)")
            return nil
        }
        guard value.magnitude <= NumberLimits.largestLength else {
            sink.error(.invalidNumber, at: location(of: node),
                       "expected a length of at most \(NumberLimits.largestLength) points; found '\(scalar.string)'")
            return nil
        }
        return value
    }

    /// A number that is a size: finite and not negative.
    public func size(_ node: Node) -> Rational? {
        guard let value = number(node, expected: "a size in points") else { return nil }
        guard !value.isNegative else {
            sink.error(.invalidNumber, at: location(of: node), "expected a size of 0 or more; found \(node.kindDescription)")
            return nil
        }
        return value
    }

    /// A priority: an integer 1…1000 or one of the names `required`, `high`, `low`, `fittingSize`.
    public func priority(_ node: Node) -> Priority? {
        guard case .scalar(let scalar) = node, !node.isNull else {
            sink.error(.wrongType, at: location(of: node), "expected \(PriorityText.expected); found \(node.kindDescription)")
            return nil
        }
        switch PriorityText.parse(scalar.string) {
        case .success(let priority):
            return priority
        case .failure(let problem):
            sink.error(problem.code, at: location(of: node), problem.message)
            return nil
        }
    }

    /// An iOS version, `major.minor[.patch]`, as a deployment target is written.
    public func osVersion(_ node: Node) -> OSVersion? {
        guard let text = text(node, expected: "an iOS version such as \"15.0\"") else { return nil }
        guard let version = OSVersion(parsing: text) else {
            sink.error(.invalidValue, at: location(of: node), "expected an iOS version such as \"15.0\" or \"17.2\"; found '\(text)'")
            return nil
        }
        return version
    }

    /// One of `accepted`, written as text; anything else is an error listing them.
    func choice(_ node: Node, of accepted: [String], what: String) -> String? {
        guard let text = text(node, expected: "\(what): \(MappingKeys.list(accepted))") else { return nil }
        guard accepted.contains(text) else {
            let suggestion = ClosestName.suggestion(for: text, among: accepted)
            sink.error(.invalidValue, at: location(of: node),
                       "unknown \(what) '\(text)'\(suggestion); expected \(MappingKeys.list(accepted))")
            return nil
        }
        return text
    }
}
