/// Puts text from a spec (names, paths, ids, messages that quote them) into GitHub-flavoured
/// Markdown so it reads as itself: no emphasis, links, HTML, table cells, mentions or math.
enum MarkdownText {
    /// Characters with an inline meaning anywhere in a line, escaped with a backslash.
    private static let inlineSyntax: Set<Character> = ["\\", "`", "*", "_", "[", "]", "|", "~", "$", "#", "@", "!"]
    /// Characters that only mean something at the start of a line (lists, headings, rules).
    private static let lineStartSyntax: Set<Character> = ["-", "+", "=", ".", ")"]

    /// `text` escaped for a paragraph, heading, list item or table cell; line breaks become spaces.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in oneLine(text) {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case _ where inlineSyntax.contains(character): output += "\\" + String(character)
            case _ where lineStartSyntax.contains(character) && isLineStart(output):
                output += "\\" + String(character)
            default: output.append(character)
            }
        }
        return output
    }

    /// `text` as a code span, fenced with more backticks than it contains in a row.
    static func code(_ text: String) -> String {
        let line = oneLine(text)
        let longestRun = line.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
        return fence + padding + line + padding + fence
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }.filter { !($0.asciiValue.map { $0 < 0x20 } ?? false) })
    }

    /// Whether only spaces or digits (an ordered list's number) precede this point of the line.
    private static func isLineStart<Text: StringProtocol>(_ written: Text) -> Bool {
        written.allSatisfy { $0 == " " || $0.isNumber }
    }
}
