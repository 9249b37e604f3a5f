/// The one escaping function of the HTML reports: everything that comes from a spec or a result
/// (names, ids, messages, paths) goes through it, in text and in attribute values alike.
enum HTMLText {
    /// Escapes `& < > " '` and replaces the characters XML 1.0 forbids (most C0 controls) with
    /// U+FFFD, so pages stay well-formed whatever a spec contains.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
