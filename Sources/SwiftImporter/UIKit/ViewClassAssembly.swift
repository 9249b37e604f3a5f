import LayoutSpec

/// The UIKit side of assembling a spec: which class each view lays out as, the views a stack
/// arranges, and the stacks' declarations.
extension SpecAssembler {
    /// `used` and, transitively, the views the stacks among them arrange and the stacks that
    /// arrange them: a stack positions its arranged views without constraints of the code.
    func includingArrangements(_ used: [ObjectID]) -> [ObjectID] {
        var result = used
        var index = 0
        while index < result.count {
            let id = result[index]
            index += 1
            let related = objects[id].settings.stack.arranged + objects.ids.filter { objects[$0].settings.stack.arranged.contains(id) }
            for other in related where !result.contains(other) { result.append(other) }
        }
        return result
    }

    /// The class a view lays out as: `nil` for a plain view, which an image view without an image
    /// is too; an object of a class kbcov does not know that arranges views, or one a sidecar
    /// declares a stack, is a stack view.
    func viewClass(of id: ObjectID) -> String? {
        let object = objects[id]
        if object.settings.isDeclaredStack { return ViewClass.stackView }
        let known = classes.uikitClass(of: object.typeName)
        switch known {
        case nil where !object.settings.stack.arranged.isEmpty: return ViewClass.stackView
        case "UIView": return nil
        case "UIImageView" where object.settings.hasImage == false: return nil
        default: return known
        }
    }

    func viewDeclaration(of id: ObjectID, named name: String) -> ViewDeclaration {
        let object = objects[id]
        let viewClass = viewClass(of: id)
        for skipped in object.settings.skipped where skipped.viewClass == nil || skipped.viewClass == viewClass {
            diagnostics.skipped(skipped.problem)
        }
        // Only a scroll view has `isScrollEnabled`; on another class the setting says nothing of its size.
        let isScrollEnabled = viewClass.map(ViewClass.scrollViews.contains) == true ? object.settings.isScrollEnabled ?? true : true
        var view = ViewDeclaration(name: name, viewClass: viewClass, isHidden: object.settings.isHidden, isScrollEnabled: isScrollEnabled,
                                   location: object.location)
        view.font = object.settings.font.map { font in
            var font = font
            font.adjustsForContentSizeCategory = object.settings.adjustsFontForContentSizeCategory
            return font
        }
        view.growsWithLines = object.settings.growsWithLines
        if viewClass.map(ViewClass.scrollViews.contains) == true {
            view.contentInsetAdjustment = object.settings.contentInsetAdjustment ?? .automatic
            view.alwaysBounceVertical = object.settings.alwaysBounceVertical ?? ViewClass.bouncesVerticallyByDefault(viewClass)
        }
        view.isEditable = object.settings.readOnlyBy.isEmpty
        view.isBorderless = viewClass == "UITextField" && object.settings.isBorderless
        view.drawsWithoutConfiguration = viewClass == "UIButton" && object.settings.hasConfiguration == false
        if let warning = classes.libraryClass(of: object.typeName)?.keyboardWarning(at: object.location) { diagnostics.report(warning) }
        return view
    }

    /// The nearest view `id` was added inside, directly or not, that scrolls its content: a view
    /// of the spec (`used`) of a scroll view class.
    func enclosingScrollView(of id: ObjectID, among used: [ObjectID]) -> ObjectID? {
        var seen: Set<ObjectID> = [id]
        var current = objects[id].parent
        while case .object(let ancestor)? = current, seen.insert(ancestor).inserted {
            if used.contains(ancestor), viewClass(of: ancestor).map(ViewClass.scrollViews.contains) == true { return ancestor }
            current = objects[ancestor].parent
        }
        return nil
    }

    func stackDeclarations(of used: [ObjectID], naming: ItemNaming) -> [StackViewDeclaration] {
        used.filter { viewClass(of: $0) == ViewClass.stackView }.map { id in
            var draft = objects[id].settings.stack
            if draft.alignment.isBaseline, draft.axis == .vertical, let location = draft.alignmentLocation {
                diagnostics.skipped(Unsupported(location: location, message: "the alignment .\(draft.alignment.rawValue) of a vertical stack; UIKit aligns baselines in horizontal stacks only; kbcov uses .fill"))
                draft.alignment = .fill
            }
            func name(_ view: ObjectID) -> String { naming.name(of: .object(view)) }
            let customSpacing = draft.customSpacing.filter { draft.arranged.contains($0.view) }.map { (name($0.view), $0.spacing) }
            return StackViewDeclaration(
                name: name(id), axis: draft.axis, arranged: draft.arranged.map(name), spacing: draft.spacing,
                customSpacing: Dictionary(customSpacing, uniquingKeysWith: { $1 }), distribution: draft.distribution,
                alignment: draft.alignment, isLayoutMarginsRelativeArrangement: draft.isLayoutMarginsRelativeArrangement,
                layoutMargins: draft.layoutMargins, location: objects[id].location)
        }
    }
}
