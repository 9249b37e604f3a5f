import LayoutSpec

/// Gives every constraint of a screen a unique id: its `identifier` in IB, else the name of the
/// outlet that connects it to code, else the readable name of its items
/// (`textView.bottom-safeArea.bottom`), numbered `-2`, `-3`… when several read the same.
enum ConstraintIDs {
    static func assign(_ read: [ReadConstraint], outlets: [String: String]) -> (constraints: [Constraint], warnings: [Diagnostic]) {
        var taken: Set<String> = []
        var warnings: [Diagnostic] = []
        var chosen: [(id: String, isGenerated: Bool)?] = Array(repeating: nil, count: read.count)
        for (index, entry) in read.enumerated() {
            guard let identifier = entry.identifier else { continue }
            if identifier.isEmpty || identifier.contains(where: \.isWhitespace) {
                warnings.append(.warning(.invalidValue, at: entry.constraint.location,
                    "the identifier '\(identifier)' has spaces or is empty; kbcov gives the constraint another id"))
            } else if taken.contains(identifier) {
                warnings.append(.warning(.duplicateIdentifier, at: entry.constraint.location,
                    "the identifier '\(identifier)' is used by another constraint; kbcov gives this one another id"))
            } else {
                taken.insert(identifier)
                chosen[index] = (identifier, false)
            }
        }
        for (index, entry) in read.enumerated() where chosen[index] == nil {
            if let outlet = entry.ibID.flatMap({ outlets[$0] }), !taken.contains(outlet) {
                taken.insert(outlet)
                chosen[index] = (outlet, true)
            }
        }
        for (index, entry) in read.enumerated() where chosen[index] == nil {
            var candidate = entry.readableName, suffix = 2
            while taken.contains(candidate) {
                candidate = "\(entry.readableName)-\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            chosen[index] = (candidate, true)
        }
        let constraints = zip(read, chosen).map { entry, id in
            var constraint = entry.constraint
            constraint.id = id?.id ?? entry.readableName
            constraint.isGeneratedID = id?.isGenerated ?? true
            return constraint
        }
        return (constraints, warnings)
    }
}
