import LayoutSpec

/// The one escaping function of the HTML reports: everything that comes from a spec or a result
/// (names, ids, messages, paths) goes through it, in text and in attribute values alike.
enum HTMLText {
    /// Escapes `& < > " '` and replaces the characters XML 1.0 forbids (most C0 controls) with
    /// U+FFFD, so pages stay well-formed whatever a spec contains.
    static func escape(_ text: String) -> String {
        text.escaped { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case _ where XMLText.isForbidden(scalar): "\u{FFFD}"
            default: nil
            }
        }
    }
}
