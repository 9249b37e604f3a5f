import LayoutSpec

/// How deeply a Swift file nests square brackets. Past a few dozen unclosed ones swift-syntax's
/// parser takes exponential time (its lookahead for an inline array type tries each level again):
/// 24 take 6 s, 28 over a minute. Layout code nests a handful, so a file deeper than
/// `InputLimits.deepestSwiftBrackets` is refused before it is parsed.
enum BracketDepth {
    /// Where the first `[` deeper than the limit opens, outside comments and string literals as
    /// the parser reads them: a one-line literal ends at its line's end even when unterminated
    /// (otherwise an unterminated one would hide every bracket up to the next quote).
    static func firstTooDeep(in text: String, path: String) -> SpecLocation? {
        let scalars = Array(text.unicodeScalars)
        var depth = 0, line = 1, column = 0, index = 0
        func advance() {
            if scalars[index] == "\n" { (line, column) = (line + 1, 0) } else { column += 1 }
            index += 1
        }
        func starts(with prefix: String) -> Bool {
            var position = index
            for scalar in prefix.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }
        func skip(until end: String, orLineEnd: Bool = false, escapes: Bool = false) {
            while index < scalars.count, !starts(with: end), !(orLineEnd && scalars[index] == "\n") {
                if escapes, scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] != "\n" { advance() }
                advance()
            }
            for _ in end.unicodeScalars where index < scalars.count && scalars[index] != "\n" { advance() }
        }
        while index < scalars.count {
            if starts(with: "//") {
                skip(until: "\n")
            } else if starts(with: "/*") {
                (0..<2).forEach { _ in advance() }
                skip(until: "*/")
            } else if starts(with: "\"\"\"") {
                (0..<3).forEach { _ in advance() }
                skip(until: "\"\"\"", escapes: true)
            } else if scalars[index] == "\"" {
                advance()
                skip(until: "\"", orLineEnd: true, escapes: true)
            } else {
                if scalars[index] == "[" {
                    depth += 1
                    if depth > InputLimits.deepestSwiftBrackets { return SpecLocation(file: path, line: line, column: column + 1) }
                } else if scalars[index] == "]" {
                    depth = max(0, depth - 1)
                }
                advance()
            }
        }
        return nil
    }
}
