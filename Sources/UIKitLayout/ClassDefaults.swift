import LayoutSpec

/// A view's content size from its class (and whether it scrolls), on the axes the spec leaves open.
enum ClassDefaults {
    static func applied(to view: ViewDeclaration, table: ContentSizeTable) -> ViewDeclaration {
        guard let entry = table.contentSize(of: view) else { return view }
        var view = view
        for axis in [Axis.horizontal, .vertical] where view.intrinsicSize(on: axis) == nil && view.contentRange(on: axis) == nil {
            if let size = entry.size(on: axis) {
                view.setIntrinsicSize(size, on: axis)
                if axis == .vertical, ViewClass.showingText.contains(view.viewClass ?? "") { view.paddingAroundText = entry.paddingAroundText }
            } else if let range = entry.range(on: axis) {
                view.setContentRange(range, on: axis)
            }
        }
        // As the Swift importer reads a sidecar: a priority still at UIKit's default counts as unset.
        let defaults = ViewDeclaration(name: view.name, location: view.location)
        if let hugging = entry.hugging {
            view.hugging = merged(view.hugging, default: defaults.hugging, class: hugging)
        }
        if let resistance = entry.compressionResistance {
            view.compressionResistance = merged(view.compressionResistance, default: defaults.compressionResistance, class: resistance)
        }
        return view
    }

    private static func merged(_ own: ViewDeclaration.AxisPriorities, default base: ViewDeclaration.AxisPriorities,
                               class fromClass: ViewDeclaration.AxisPriorities) -> ViewDeclaration.AxisPriorities {
        .init(horizontal: own.horizontal == base.horizontal ? fromClass.horizontal : own.horizontal,
              vertical: own.vertical == base.vertical ? fromClass.vertical : own.vertical)
    }
}
