import Yams

extension Node {
    /// The words YAML reads as null when written plain.
    private static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// Whether the node is YAML's null: an empty value, `~` or `null`, unquoted.
    public var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.style == .plain || scalar.style == .any else { return false }
        return Node.nullWords.contains(scalar.string)
    }

    /// What the node is, for messages: `a mapping`, `a list`, `nothing`, `'text'`.
    public var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar): return isNull ? "nothing" : "'\(scalar.string)'"
        }
    }
}

extension Node {
    var isSequence: Bool {
        if case .sequence = self { return true }
        return false
    }
}
