import LayoutSpec

/// A label or button whose every text the code spells out is as wide as one line of those texts
/// can be (`TextLineMetrics`), not any width: "Send" is not 600 pt wide. A text kbcov cannot read
/// anywhere in the screen's files (a model's value, a localized string), or a font, attributes or
/// line count the code changes, leaves the whole range (`ContentRanges.textWidth`).
extension SpecAssembler {
    func sizedByTheirText(_ views: [ViewDeclaration], used: [ObjectID], naming: ItemNaming, writes: TextWrites) -> [ViewDeclaration] {
        views.map { view in
            guard view.intrinsicWidth == nil, view.contentWidth == nil, let metrics = view.viewClass.flatMap({ TextLineMetrics.byClass[$0] }),
                  let id = used.first(where: { naming.name(of: .object($0)) == view.name }) else { return view }
            let settings = objects[id].settings
            let texts = settings.texts + writes.texts[view.name, default: []]
            guard !texts.isEmpty, !settings.hasUnknownText, !writes.unknown.contains(view.name) else { return view }
            var sized = view
            sized.contentWidth = metrics.width(of: texts)
            return sized
        }
    }
}
