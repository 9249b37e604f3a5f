import ExactGeometry
import Yams

/// A stack view's settings as read, with where the arranged names are, to check them once every
/// view of the spec is known.
struct StackSection {
    var declaration: StackViewDeclaration
    var arrangedLocations: [SourceLocation]
    var customSpacingLocations: [String: SourceLocation]
    /// The settings written, by key, at their values.
    var statedKeys: [String: SourceLocation] = [:]
}

extension SpecReader {
    static let stackKeys = ["axis", "arranged", "spacing", "customSpacing", "distribution", "alignment",
                            "layoutMarginsRelative", "margins"]
    static let marginKeys = ["top", "leading", "bottom", "trailing"]

    /// `stack:` of a view whose class is `UIStackView`.
    func stack(named name: String, at location: SourceLocation, _ node: Node) -> StackSection {
        var section = StackSection(declaration: StackViewDeclaration(name: name, location: location),
                                   arrangedLocations: [], customSpacingLocations: [:])
        if node.isNull { return section }
        let context = "the stack settings of '\(name)'"
        guard let mapping = reader.mapping(node, expected: "\(context): a mapping of \(MappingKeys.list(SpecReader.stackKeys))") else { return section }
        let keys = MappingKeys(mapping, of: node, allowed: SpecReader.stackKeys, in: context, reader: reader)
        for key in SpecReader.stackKeys { if let entry = keys[key] { section.statedKeys[key] = reader.location(of: entry.value) } }
        var stack = section.declaration
        if let entry = keys["axis"], let text = reader.choice(entry.value, of: ["horizontal", "vertical"], what: "stack axis") {
            stack.axis = Axis(rawValue: text) ?? stack.axis
        }
        if let entry = keys["arranged"], let list = reader.list(entry.value, expected: "the arranged views: a list of view names") {
            for item in list {
                guard let arranged = reader.text(item, expected: "an arranged view's name") else { continue }
                stack.arranged.append(arranged)
                section.arrangedLocations.append(reader.location(of: item))
            }
        }
        if let entry = keys["spacing"], let spacing = reader.number(entry.value, expected: "a spacing in points") {
            stack.spacing = spacing
        }
        if let entry = keys["customSpacing"], !entry.value.isNull,
           let spacings = reader.mapping(entry.value, expected: "customSpacing: a mapping from an arranged view's name to the spacing after it") {
            for (key, value) in spacings {
                guard let after = reader.text(key, expected: "an arranged view's name") else { continue }
                guard let spacing = reader.number(value, expected: "a spacing in points") else { continue }
                stack.customSpacing[after] = spacing
                section.customSpacingLocations[after] = reader.location(of: key)
            }
        }
        if let entry = keys["distribution"],
           let text = reader.choice(entry.value, of: StackDistribution.allCases.map(\.rawValue), what: "stack distribution") {
            stack.distribution = StackDistribution(rawValue: text) ?? stack.distribution
        }
        if let entry = keys["alignment"],
           let text = reader.choice(entry.value, of: StackAlignment.allCases.map(\.rawValue), what: "stack alignment") {
            stack.alignment = StackAlignment(rawValue: text) ?? stack.alignment
        }
        if let entry = keys["layoutMarginsRelative"], let relative = reader.bool(entry.value) {
            stack.isLayoutMarginsRelativeArrangement = relative
        }
        if let entry = keys["margins"] { stack.layoutMargins = margins(entry.value) }
        if stack.alignment.isBaseline, stack.axis == .vertical, let entry = keys["alignment"] {
            sink.error(.invalidValue, at: reader.location(of: entry.value),
                       "'\(stack.alignment.rawValue)' alignment is valid for horizontal stacks only; expected 'fill', 'leading', 'center' or 'trailing' for the vertical stack '\(name)'")
        }
        section.declaration = stack
        return section
    }

    /// `{ top: …, leading: …, bottom: …, trailing: … }`; a side left out is UIKit's default 8.
    private func margins(_ node: Node) -> EdgeInsetsDeclaration? {
        guard let mapping = reader.mapping(node, expected: "margins: a mapping of \(MappingKeys.list(SpecReader.marginKeys))") else { return nil }
        let keys = MappingKeys(mapping, of: node, allowed: SpecReader.marginKeys, in: "margins", reader: reader)
        func side(_ name: String, _ fallback: Rational) -> Rational {
            keys[name].flatMap { reader.number($0.value, expected: "a margin in points") } ?? fallback
        }
        let base = EdgeInsetsDeclaration.uiViewDefault
        return EdgeInsetsDeclaration(top: side("top", base.top), leading: side("leading", base.leading),
                                     bottom: side("bottom", base.bottom), trailing: side("trailing", base.trailing))
    }

    /// Each arranged view is a declared view (unless `declaredElsewhere`: a sidecar's stack arranges
    /// views of the Swift code), other than the stack, arranged once in one stack; each custom
    /// spacing follows one of the stack's arranged views.
    func checkArrangement(of stacks: [StackSection], views: [ViewDeclaration], declaredElsewhere: Bool = false) {
        let viewNames = views.map(\.name)
        var arrangedIn: [String: String] = [:]
        for section in stacks {
            let stack = section.declaration
            for (name, location) in zip(stack.arranged, section.arrangedLocations) {
                if name == stack.name {
                    sink.error(.invalidValue, at: location, "the stack view '\(name)' cannot arrange itself; expected another view's name")
                } else if !declaredElsewhere, !viewNames.contains(name) {
                    let suggestion = ClosestName.suggestion(for: name, among: viewNames)
                    sink.error(.unknownItem, at: location,
                               "unknown arranged view '\(name)'\(suggestion) in stack '\(stack.name)'; expected a view declared under 'views:'")
                } else if let other = arrangedIn[name] {
                    let place = other == stack.name ? "already in this stack" : "already arranged in stack '\(other)'"
                    sink.error(.duplicateIdentifier, at: location, "the view '\(name)' is \(place); expected a view arranged in one stack, once")
                } else {
                    arrangedIn[name] = stack.name
                }
            }
            // A sidecar's stack that leaves `arranged` to the code is checked against the code's.
            let arrangedHere = !declaredElsewhere || section.statedKeys["arranged"] != nil
            for (name, location) in section.customSpacingLocations.sorted(by: { $0.value < $1.value })
            where arrangedHere && !stack.arranged.contains(name) {
                let suggestion = ClosestName.suggestion(for: name, among: stack.arranged)
                sink.error(.unknownItem, at: location,
                           "customSpacing after '\(name)'\(suggestion), which is not arranged in stack '\(stack.name)'; expected one of its arranged views")
            }
        }
    }
}
