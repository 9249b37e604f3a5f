/// A file's lines and the whole-line edits made to them.
struct SourceLines {
    let path: String
    /// Without line ends.
    let lines: [String]

    init(path: String, text: String) {
        self.path = path
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    subscript(number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// Line `number` replaced by `after` (nothing deletes it).
    func edit(_ number: Int, after: [String]) -> LineEdit {
        LineEdit(file: path, startLine: number, endLine: number, before: [lines[number - 1]], after: after)
    }

    /// The file with the edits made, ending with a newline. Edits must not overlap.
    func applying(_ edits: [LineEdit]) -> String {
        var result = lines
        for edit in edits.sorted(by: { $0.startLine > $1.startLine }) {
            result.replaceSubrange((edit.startLine - 1)...(edit.endLine - 1), with: edit.after)
        }
        return result.map { $0 + "\n" }.joined()
    }

    static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}

/// Writes a repair as edits of the file a spec was read from.
protocol SourceEditor {
    var source: SourceLines { get }
    /// `nil` when this editor cannot write the change exactly.
    func edits(for change: RepairChange) -> [LineEdit]?
}
