import LayoutSpec

/// A view of a class kbcov cannot see into (`ClassHierarchy.unseenClass`: a custom view of a
/// module or library whose source is not analysed) has an intrinsic size kbcov does not know: on
/// each axis the spec leaves open, a content size anywhere in `ContentRanges.unseenView`, said at
/// the view. So it is never `ambiguous` for lack of a size, and what holds is reported for every
/// size it may have, or from which size on.
extension SpecAssembler {
    func sizedAsUnseenClasses(_ views: [ViewDeclaration], used: [ObjectID], naming: ItemNaming) -> [ViewDeclaration] {
        views.map { view in
            guard view.viewClass == nil, let id = used.first(where: { naming.name(of: .object($0)) == view.name }), id != objects.componentObject,
                  let unseen = classes.unseenClass(of: objects[id].typeName) else { return view }
            var sized = view
            let open = [Axis.horizontal, .vertical].filter { view.intrinsicSize(on: $0) == nil && view.contentRange(on: $0) == nil }
            guard !open.isEmpty else { return view }
            for axis in open { sized.setContentRange(ContentRanges.unseenView, on: axis) }
            let sides = open.count == 2 ? "width and height" : open[0] == .horizontal ? "width" : "height"
            let why = TypeRole.viewClasses.contains(unseen)
                ? "is of UIKit class \(unseen), whose size kbcov's content-size table does not give"
                : "is of class \(unseen), which kbcov cannot see into (declared in no analysed file)"
            diagnostics.report(.warning(.unsupportedConstruct, at: objects[id].location,
                "approximated: '\(view.name)' \(why): kbcov analyses its intrinsic \(sides) at every size up to \(ContentRanges.longest.decimalString()) pt; state its size to narrow it, as in '// kbcov: \(view.name) intrinsicSize 120x44' or in the sidecar"))
            return sized
        }
    }
}
