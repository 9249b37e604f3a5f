/// Reads JSON into a `JSONValue`, keeping member order and the text of numbers, so that a
/// document kbcov wrote serializes back to the same bytes.
public struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    public struct Failure: Error, Hashable, Sendable {
        /// 1-based offset in characters.
        public var offset: Int
        public var expected: String
    }

    public static func parse(_ text: String) -> Result<JSONValue, Failure> {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        do throws(Failure) {
            let value = try parser.value()
            parser.skipWhitespace()
            guard parser.position == parser.scalars.count else { throw parser.failure("the end of the document") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func failure(_ expected: String) -> Failure { Failure(offset: position + 1, expected: expected) }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { position += 1 }
    }

    private mutating func consume(_ expected: Unicode.Scalar) throws(Failure) {
        skipWhitespace()
        guard current == expected else { throw failure("'\(expected)'") }
        position += 1
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        switch current {
        case "{": return try object()
        case "[": return try array()
        case "\"": return .string(try string())
        case "t": try literal("true"); return .bool(true)
        case "f": try literal("false"); return .bool(false)
        case "n": try literal("null"); return .null
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar): return .number(number())
        default: throw failure("a value")
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try consume("{")
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if current == "}" { position += 1; return .object(members) }
        repeat {
            skipWhitespace()
            guard current == "\"" else { throw failure("a member name") }
            let name = try string()
            try consume(":")
            members.append((name, try value()))
            skipWhitespace()
        } while try separator(closing: "}")
        return .object(members)
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try consume("[")
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" { position += 1; return .array(elements) }
        repeat {
            elements.append(try value())
            skipWhitespace()
        } while try separator(closing: "]")
        return .array(elements)
    }

    /// `true` after a comma, `false` after the closing bracket.
    private mutating func separator(closing: Unicode.Scalar) throws(Failure) -> Bool {
        switch current {
        case ",": position += 1; return true
        case closing: position += 1; return false
        default: throw failure("',' or '\(closing)'")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.unicodeScalars {
            guard current == expected else { throw failure("'\(word)'") }
            position += 1
        }
    }

    private mutating func number() -> String {
        var text = ""
        while let scalar = current, "+-.eE0123456789".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            position += 1
        }
        return text
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var text = ""
        while let scalar = current {
            position += 1
            switch scalar {
            case "\"": return text
            case "\\": text.unicodeScalars.append(try escaped())
            default: text.unicodeScalars.append(scalar)
            }
        }
        throw failure("the end of a string")
    }

    private mutating func escaped() throws(Failure) -> Unicode.Scalar {
        guard let scalar = current else { throw failure("an escape") }
        position += 1
        switch scalar {
        case "\"", "\\", "/": return scalar
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "b": return "\u{8}"
        case "f": return "\u{c}"
        case "u":
            guard position + 4 <= scalars.count,
                  let code = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16),
                  let decoded = Unicode.Scalar(code)
            else { throw failure("four hexadecimal digits") }
            position += 4
            return decoded
        default: throw failure("an escape")
        }
    }
}
