import ExactGeometry
import Yams

/// Typed access to a YAML document that records every problem as a located diagnostic and keeps
/// going, so one pass reports all the errors of a file.
final class YAMLReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    /// Larger coordinates than this are typos, not screens.
    static let largestNumber: Rational = 100_000

    init(file: String) { self.file = file }

    func location(_ node: Node) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics.append(.error(code, at: location, message))
    }

    func warning(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics.append(.warning(code, at: location, message))
    }

    /// The entries of a mapping, in order; unknown keys are reported and left out.
    func mapping(_ node: Node, _ what: String, keys: [String]) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            error(.wrongType, at: location(node), "expected \(what) as a mapping; found \(describe(node))")
            return nil
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error(.wrongType, at: location(keyNode), "expected a key name in \(what)")
                continue
            }
            guard keys.contains(scalar.string) else {
                let list = keys.map { "'\($0)'" }.joined(separator: ", ")
                error(.unknownKey, at: location(keyNode), "unknown key '\(scalar.string)' in \(what); expected one of \(list)")
                continue
            }
            entries.append((scalar.string, keyNode, value))
        }
        return entries
    }

    /// A mapping whose keys are names of the user's choosing.
    func namedMapping(_ node: Node, _ what: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            error(.wrongType, at: location(node), "expected \(what) as a mapping of names; found \(describe(node))")
            return nil
        }
        return mapping.compactMap { keyNode, value in
            guard case .scalar(let scalar) = keyNode else {
                error(.wrongType, at: location(keyNode), "expected a name in \(what)")
                return nil
            }
            return (scalar.string, keyNode, value)
        }
    }

    func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            error(.wrongType, at: location(node), "expected \(what) as a list; found \(describe(node))")
            return nil
        }
        return Array(sequence)
    }

    func string(_ node: Node, _ what: String) -> String? {
        guard case .scalar(let scalar) = node, !isNull(scalar) else {
            error(.wrongType, at: location(node), "expected \(what) as a string; found \(describe(node))")
            return nil
        }
        return scalar.string
    }

    func bool(_ node: Node, _ what: String) -> Bool? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, ["true", "false"].contains(scalar.string) else {
            error(.wrongType, at: location(node), "expected \(what) as true or false; found \(describe(node))")
            return nil
        }
        return scalar.string == "true"
    }

    /// An exact, finite number within ±100000.
    func number(_ node: Node, _ what: String) -> Rational? {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else {
            error(.wrongType, at: location(node), "expected \(what) as a number; found \(describe(node))")
            return nil
        }
        guard let value = Rational(exactly: scalar.string) else {
            let lowered = scalar.string.lowercased()
            if lowered.contains("nan") || lowered.contains("inf") {
                error(.invalidNumber, at: location(node), "expected \(what) as a finite number; found '\(scalar.string)'")
            } else {
                error(.wrongType, at: location(node), "expected \(what) as a number; found '\(scalar.string)'")
            }
            return nil
        }
        guard value.magnitude <= YAMLReader.largestNumber else {
            error(.invalidNumber, at: location(node), "\(what) \(scalar.string) is absurd: expected at most 100000 points")
            return nil
        }
        return value
    }

    /// A priority: 1…1000 or one of required, high, low, fittingSize.
    func priority(_ node: Node, _ what: String) -> Priority? {
        guard case .scalar(let scalar) = node else {
            error(.wrongType, at: location(node), "expected \(what) as a priority; found \(describe(node))")
            return nil
        }
        return PriorityText.parse(scalar.string, at: location(node), reporter: self)
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): isNull(scalar) ? "nothing" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node { return isNull(scalar) }
        return false
    }

    private func isNull(_ scalar: Node.Scalar) -> Bool {
        scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}

/// Priorities as rules and YAML write them.
enum PriorityText {
    static func parse(_ text: String, at location: SourceLocation, reporter: YAMLReader) -> Priority? {
        if let named = Priority.named[text] { return named }
        guard let value = Int(text) else {
            reporter.error(.wrongType, at: location,
                           "expected a priority: a whole number from 1 to 1000 or required, high, low, fittingSize; found '\(text)'")
            return nil
        }
        guard let priority = Priority(value) else {
            reporter.error(.priorityOutOfRange, at: location, "priority \(value) is out of range: expected 1 to 1000")
            return nil
        }
        return priority
    }
}
