import LayoutSpec

/// How deeply a Swift file nests square brackets. Past a few dozen unclosed ones swift-syntax's
/// parser takes exponential time (its lookahead for an inline array type tries each level again):
/// 24 take 6 s, 28 over a minute. Layout code nests a handful, so a file deeper than
/// `InputLimits.deepestSwiftBrackets` is refused before it is parsed.
enum BracketDepth {
    /// Where the first `[` deeper than the limit opens, outside comments and string literals.
    static func firstTooDeep(in text: String, path: String) -> SpecLocation? {
        var depth = 0, line = 1, column = 0
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        func next() -> Unicode.Scalar? {
            let scalar = pending ?? scalars.next()
            pending = nil
            if scalar == "\n" { (line, column) = (line + 1, 0) } else if scalar != nil { column += 1 }
            return scalar
        }
        while let scalar = next() {
            switch scalar {
            case "/":
                guard let following = next() else { return nil }
                if following == "/" {
                    while let skipped = next(), skipped != "\n" {}
                } else if following == "*" {
                    var previous: Unicode.Scalar?
                    while let skipped = next(), !(previous == "*" && skipped == "/") { previous = skipped }
                } else {
                    pending = following
                    column -= 1
                }
            case "\"":
                // A string literal, one line or several: skipped to its closing quote.
                var escaped = false
                while let skipped = next() {
                    if escaped { escaped = false } else if skipped == "\\" { escaped = true } else if skipped == "\"" { break }
                }
            case "[":
                depth += 1
                if depth > InputLimits.deepestSwiftBrackets { return SpecLocation(file: path, line: line, column: column) }
            case "]":
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return nil
    }
}
