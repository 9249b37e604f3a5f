/// Text for XML 1.0 documents.
enum XMLText {
    /// `text` escaped for element content or, with `inAttribute`, a double-quoted attribute value
    /// (where line breaks and tabs are written as references so parsers keep them). Characters
    /// XML 1.0 cannot hold at all become U+FFFD.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\r": output += "&#13;"
            case "\n" where inAttribute: output += "&#10;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// ` name="value"…` for an element's start tag.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escaped($0.1, inAttribute: true))\"" }.joined()
    }
}
