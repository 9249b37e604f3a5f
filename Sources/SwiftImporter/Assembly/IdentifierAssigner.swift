import LayoutSpec

/// Gives every imported constraint a unique id: its `identifier` when the code sets one, else
/// the name it is bound to (`let awayFromTop = …`), else its position (`constraints[2]`,
/// `tracked[1].constraints[0]`), as the YAML loader generates.
struct IdentifierAssigner {
    struct Slot {
        let handle: ConstraintHandle
        let positionalID: String
    }

    /// Ids by handle, each with whether it was generated (not written by the user).
    static func ids(for slots: [Slot], in book: ConstraintBook, diagnostics: ImportDiagnostics) -> [ConstraintHandle: (id: String, isGenerated: Bool)] {
        var ids: [ConstraintHandle: (id: String, isGenerated: Bool)] = [:]
        var taken: Set<String> = []
        for slot in slots {
            let draft = book[slot.handle]
            guard let identifier = draft.identifier else { continue }
            if identifier.isEmpty || identifier.contains(where: \.isWhitespace) {
                diagnostics.report(.warning(.invalidValue, at: draft.location,
                                            "the identifier '\(identifier)' has spaces or is empty; kbcov gives the constraint another id"))
            } else if taken.contains(identifier) {
                diagnostics.report(.warning(.duplicateIdentifier, at: draft.location,
                                            "the identifier '\(identifier)' is used by another constraint; kbcov gives this one another id"))
            } else {
                taken.insert(identifier)
                ids[slot.handle] = (identifier, false)
            }
        }
        for slot in slots where ids[slot.handle] == nil {
            if let name = book[slot.handle].bindingName, !taken.contains(name), isBindingNameUnique(name, slots, book) {
                taken.insert(name)
                ids[slot.handle] = (name, true)
            }
        }
        for slot in slots where ids[slot.handle] == nil {
            var candidate = slot.positionalID, suffix = 2
            while taken.contains(candidate) {
                candidate = "\(slot.positionalID)-\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            ids[slot.handle] = (candidate, true)
        }
        return ids
    }

    /// A name bound to several constraints (a helper called twice) identifies none of them.
    private static func isBindingNameUnique(_ name: String, _ slots: [Slot], _ book: ConstraintBook) -> Bool {
        slots.filter { book[$0.handle].bindingName == name }.count == 1
    }
}
