import LayoutSpec

/// The `<constraint>` element of a storyboard or XIB a repair rewrites: its `priority` or
/// `constant` attribute, set or replaced on the element's line, as Interface Builder's inspector
/// would write it. A storyboard cannot register constraints with the keyboard layout guide
/// (`setConstraints(_:activeWhen…:)` is code), so those changes are `nil` here.
struct InterfaceBuilderEditor: SourceEditor {
    let spec: LayoutSpec
    let source: SourceLines

    func edits(for change: RepairChange) -> [LineEdit]? {
        switch change {
        case .priority(let id, _, let to): attribute("priority", "\(to)", of: id)
        case .constant(let id, _, let to): attribute("constant", to.decimalString(maximumFractionDigits: 6), of: id)
        case .regroup, .move: nil
        }
    }

    private func attribute(_ name: String, _ value: String, of id: String) -> [LineEdit]? {
        guard let constraint = spec.constraint(id), let text = source[constraint.location.line],
              let element = text.range(of: "<constraint ") else { return nil }
        let tail = text[element.lowerBound...]
        let written = "\(name)=\"\(value)\""
        if let existing = tail.range(of: #"\s"# + name + #"="[^"]*""#, options: .regularExpression) {
            return [source.edit(constraint.location.line, after: [text.replacingCharacters(in: existing, with: " " + written)])]
        }
        guard let end = tail.range(of: "/>") ?? tail.range(of: ">") else { return nil }
        return [source.edit(constraint.location.line, after: [text.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: " " + written)])]
    }
}
