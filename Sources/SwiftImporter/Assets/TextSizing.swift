import LayoutSpec

/// A label or button whose every text the code spells out is as wide as one line of those texts
/// can be (`TextLineMetrics`), not any width: "Send" is not 600 pt wide. The line is in the class's
/// default font, or in the fonts the code sets when kbcov reads every one
/// (`TextLineMetrics.drawn(in:)`). A text kbcov cannot read anywhere in the screen's files (a
/// model's value, a localized string), a font it cannot read or a font assignment it did not run
/// (the interpreter knows which view one it ran writes), or attributes or a line count the code
/// changes, leaves the whole range (`ContentRanges.textWidth`).
extension SpecAssembler {
    func sizedByTheirText(_ views: [ViewDeclaration], used: [ObjectID], naming: ItemNaming, writes: TextWrites) -> [ViewDeclaration] {
        let ranFontWrites = Set(objects.ids.flatMap { objects[$0].settings.fontWrites })
        return views.map { view in
            guard view.intrinsicWidth == nil, view.contentWidth == nil, let metrics = view.viewClass.flatMap({ TextLineMetrics.byClass[$0] }),
                  let id = used.first(where: { naming.name(of: .object($0)) == view.name }) else { return view }
            let settings = objects[id].settings
            let texts = settings.texts + writes.texts[view.name, default: []]
            let fontsRan = writes.fontWrites[view.name, default: []].allSatisfy(ranFontWrites.contains)
            guard !texts.isEmpty, !settings.hasUnknownText, !writes.unknown.contains(view.name), fontsRan else { return view }
            var sized = view
            sized.contentWidth = metrics.drawn(in: settings.fonts).width(of: texts)
            return sized
        }
    }
}
