import LayoutSpec

/// Turns what a spec says in UIKit's terms — view classes, stack views — into the plain spec the
/// analysis reads: intrinsic sizes filled from the content-size table where the spec states none,
/// and the constraints each stack view makes added to the always-active ones. One-way: the
/// analysis never sees a class or a stack. At a content-size category (`textSize`), a view that
/// shows text is as high as its font is there (`TextHeights`) and a rule's scaled constants take
/// their size there (`Constraint.atTextSize`); without one, scaled constants keep their values at
/// Large and a view whose font the source gives is as high as that font at Large (the default
/// text size), while one without keeps its class's height.
public enum UIKitLowering {
    public static func lowered(_ spec: LayoutSpec, table: ContentSizeTable = .builtin, textSize: ContentSizeCategory? = nil) -> LayoutSpec {
        var lowered = spec
        let stackAxis = Dictionary(spec.stacks.flatMap { stack in stack.arranged.map { ($0, stack.axis) } },
                                   uniquingKeysWith: { first, _ in first })
        lowered.views = spec.views.map { view in
            let sized = textSize.map { TextHeights.applied(to: view, at: $0, table: table) }
                ?? (view.font == nil ? view : TextHeights.applied(to: view, at: .default, table: table))
            var view = ClassDefaults.applied(to: sized, table: table)
            if view.isHidden, let axis = stackAxis[view.name] {
                // UIKit collapses a hidden arranged view along its stack's axis with a required
                // constraint and does not draw it: its content size no longer takes part there.
                view.setIntrinsicSize(nil, on: axis)
                view.setContentRange(nil, on: axis)
            }
            return view
        }
        if let textSize {
            lowered.constraints = spec.constraints.map { $0.atTextSize(textSize) }
            lowered.tracked = spec.tracked.map { group in
                var sized = group
                sized.constraints = group.constraints.map { $0.atTextSize(textSize) }
                return sized
            }
        }
        let views = Dictionary(lowered.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        lowered.constraints += spec.stacks.flatMap { StackConstraints(stack: $0, views: views).constraints }
        return lowered
    }
}
