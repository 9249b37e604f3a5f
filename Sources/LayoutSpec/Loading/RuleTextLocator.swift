import Yams

/// Maps an offset inside a rule to the place in the file, so an error in `toolbar.widht` points
/// at `widht`.
struct RuleTextLocator {
    private let start: SourceLocation
    /// Whether the rule's text sits verbatim on the scalar's line, so offsets map to columns.
    private let isVerbatim: Bool

    init(node: Node, reader: YAMLReader) {
        var start = reader.location(of: node)
        var isVerbatim = false
        if case .scalar(let scalar) = node {
            switch scalar.style {
            case .plain, .any:
                isVerbatim = reader.source(at: start).starts(with: scalar.string.unicodeScalars)
            case .singleQuoted, .doubleQuoted:
                start.column += 1
                isVerbatim = reader.source(at: start).starts(with: scalar.string.unicodeScalars)
            case .literal, .folded:
                isVerbatim = false
            }
        }
        self.start = start
        self.isVerbatim = isVerbatim
    }

    /// Where `offset` (in Unicode scalars) of the rule text is; a rule spread over several lines
    /// or with escapes is located at its start.
    func location(ofOffset offset: Int) -> SourceLocation {
        guard isVerbatim else { return start }
        var location = start
        location.column += offset
        return location
    }
}
