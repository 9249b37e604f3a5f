/// States' notes (table overrides, assumptions) are long and shared by many states: each distinct
/// note gets a number on first use, states cite the numbers, and the page lists the notes once.
struct NoteNumbers {
    private(set) var notes: [String] = []

    mutating func references(_ stateNotes: [String]) -> Markup {
        let links = stateNotes.map { note -> Markup in
            let number = (notes.firstIndex(of: note) ?? append(note)) + 1
            return .element("a", [("href", "#note-\(number)"), ("title", note)], Markup("[\(number)]"))
        }
        return .concat(links.flatMap { [$0, " "] })
    }

    private mutating func append(_ note: String) -> Int {
        notes.append(note)
        return notes.count - 1
    }

    var list: Markup {
        .element("ol", [], children: notes.enumerated().map { index, note in
            .element("li", [("id", "note-\(index + 1)")], Markup(note))
        })
    }
}
