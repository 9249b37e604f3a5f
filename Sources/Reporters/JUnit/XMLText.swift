import LayoutSpec

/// Text for XML 1.0 documents.
enum XMLText {
    /// `text` escaped for element content or, with `inAttribute`, a double-quoted attribute value
    /// (where line breaks and tabs are written as references so parsers keep them). Characters
    /// XML 1.0 cannot hold at all become U+FFFD.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        text.escaped { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\r": "&#13;"
            case "\n" where inAttribute: "&#10;"
            case "\t" where inAttribute: "&#9;"
            case "\n", "\t": nil
            case _ where isForbidden(scalar): "\u{FFFD}"
            default: nil
            }
        }
    }

    /// What XML 1.0 cannot hold at all: most C0 controls, U+FFFE and U+FFFF.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// ` name="value"…` for an element's start tag.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escaped($0.1, inAttribute: true))\"" }.joined()
    }
}
