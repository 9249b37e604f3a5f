import ExactGeometry
import LayoutSpec

/// Stack views a sidecar declares, for code that builds a stack in a way kbcov cannot read (a
/// factory of another module, arranged views mapped from a model). Each setting the sidecar
/// states replaces the code's, with a warning where the code sets another; the settings it leaves
/// out stay the code's. An arranged view (and the stack itself) is the code's view of that name
/// or, when the code names none, a view the sidecar declares: one the code makes out of kbcov's sight.
extension SpecAssembler {
    func applySidecarStacks(_ settings: SpecSettings, preferring used: [ObjectID]) {
        for stack in settings.stacks {
            let statements = settings.stackStatements[stack.name] ?? StackStatements(keys: [:], arranged: [])
            guard let id = object(named: stack.name, preferring: used, declaredIn: settings) else { continue }
            var draft = objects[id].settings.stack
            let code = draft
            let stated = statements.keys
            if stated["arranged"] != nil {
                draft.arranged = arranged(stack, statements: statements, in: id, preferring: used, settings: settings)
            }
            if stated["axis"] != nil { draft.axis = stack.axis }
            if stated["spacing"] != nil { draft.spacing = stack.spacing }
            if let location = stated["customSpacing"] {
                draft.customSpacing = stack.customSpacing.sorted { $0.key < $1.key }.compactMap { name, spacing in
                    guard let view = draft.arranged.first(where: { ItemNaming.preferredName(of: objects[$0]) == name }) else {
                        diagnostics.report(.warning(.unknownItem, at: location,
                            "the sidecar's stack '\(stack.name)' sets a custom spacing after '\(name)', which it does not arrange; it is left out"))
                        return nil
                    }
                    return (view, spacing)
                }
            }
            if stated["distribution"] != nil { draft.distribution = stack.distribution }
            if let location = stated["alignment"] {
                draft.alignment = stack.alignment
                draft.alignmentLocation = location
            }
            if stated["layoutMarginsRelative"] != nil { draft.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement }
            if stated["margins"] != nil { draft.layoutMargins = stack.layoutMargins }
            for (key, location) in stated.sorted(by: { $0.value < $1.value }) where code.setByCode.contains(key) {
                let before = describe(key, of: code), after = describe(key, of: draft)
                guard before != after else { continue }
                diagnostics.report(.warning(.unsupportedConstruct, at: location,
                    "the sidecar sets \(key) of the stack '\(stack.name)' to \(after), where the code sets \(before); kbcov uses the sidecar's"))
            }
            objects[id].settings.stack = draft
            objects[id].settings.isDeclaredStack = true
        }
    }

    /// The stack's arranged views as objects: each leaves the stack the code arranged it in, as
    /// `addArrangedSubview` moves a view; a name that is no view is reported and left out.
    private func arranged(_ stack: StackViewDeclaration, statements: StackStatements, in id: ObjectID,
                          preferring used: [ObjectID], settings: SpecSettings) -> [ObjectID] {
        var result: [ObjectID] = []
        for (index, name) in stack.arranged.enumerated() {
            let location = index < statements.arranged.count ? statements.arranged[index] : stack.location
            guard let view = object(named: name, preferring: used, declaredIn: settings) else {
                let known = objects.ids.compactMap { objects[$0].isGuide ? nil : ItemNaming.preferredName(of: objects[$0]) }
                diagnostics.report(.warning(.unknownItem, at: location,
                    "the sidecar's stack '\(stack.name)' arranges '\(name)'\(ClosestName.suggestion(for: name, among: known)), a view neither the code nor the sidecar declares; it is left out"))
                continue
            }
            for other in objects.ids where other != id && objects[other].settings.stack.arranged.contains(view) {
                let otherName = ItemNaming.preferredName(of: objects[other]) ?? "another stack"
                diagnostics.report(.warning(.unsupportedConstruct, at: location,
                    "the sidecar's stack '\(stack.name)' arranges '\(name)', which the code arranges in '\(otherName)'; kbcov moves it, as addArrangedSubview does"))
                objects[other].settings.stack.remove(view)
            }
            result.append(view)
        }
        return result
    }

    /// The code's view named `name` (a property's name before a local's, one the constraints use
    /// first), or a view made for the sidecar's declaration of that name.
    private func object(named name: String, preferring used: [ObjectID], declaredIn settings: SpecSettings) -> ObjectID? {
        let named = objects.ids.filter { id in
            !objects[id].isGuide && id != objects.rootViewObject && ItemNaming.preferredName(of: objects[id]) == name
        }
        if let id = named.first(where: used.contains) ?? named.first { return id }
        guard let declaration = settings.views.first(where: { $0.name == name }) else { return nil }
        let id = objects.create(typeName: declaration.viewClass, at: declaration.location)
        objects[id].names.append((name, true))
        return id
    }

    /// A stack setting as a message shows it.
    private func describe(_ key: String, of stack: DraftStack) -> String {
        func name(_ id: ObjectID) -> String { ItemNaming.preferredName(of: objects[id]) ?? "item\(id.index)" }
        switch key {
        case "arranged": return "[\(stack.arranged.map(name).joined(separator: ", "))]"
        case "axis": return stack.axis.rawValue
        case "spacing": return stack.spacing.decimalString()
        case "customSpacing":
            return "{ \(stack.customSpacing.map { "\(name($0.view)): \($0.spacing.decimalString())" }.sorted().joined(separator: ", ")) }"
        case "distribution": return stack.distribution.rawValue
        case "alignment": return stack.alignment.rawValue
        case "layoutMarginsRelative": return "\(stack.isLayoutMarginsRelativeArrangement)"
        default:
            let margins = stack.layoutMargins ?? .uiViewDefault
            return "{ top: \(margins.top.decimalString()), leading: \(margins.leading.decimalString()), bottom: \(margins.bottom.decimalString()), trailing: \(margins.trailing.decimalString()) }"
        }
    }
}
