import ExactGeometry
import LayoutSpec

/// A view whose resolved frame reaches outside the root view, partly or wholly; or, for a view in
/// a scroll view's content, outside that content (the scroll view's `contentLayoutGuide`) and
/// past the scroll view's own bounds where the content is smaller, where no scrolling shows it.
/// Without a content guide the spec does not say how far its scroll view scrolls, so such a view
/// is not checked.
struct OffscreenCheck: LayoutCheck {
    let kind = FindingKind.offscreen

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        let geometry = problem.geometry
        return (0..<problem.viewCount).compactMap { item -> Candidate? in
            let name = problem.items[item]
            let scrollView = spec.views.indices.contains(item) ? spec.scrollView(containing: name) : nil
            let content = scrollView.map { problem.items.firstIndex(of: ScrollViewGuide.content.name(in: $0)) }
            if case .some(.none) = content { return nil }
            let guide = content ?? nil
            let area = guide.map { [.frame($0, .x), .frame($0, .y), .frame($0, .width), .frame($0, .height)] } ?? geometry.forms(of: .view)
            // Content smaller than its scroll view does not scroll, and the scroll view shows all of
            // its bounds: a view is out of reach past both the content's end and the bounds' end.
            let scrollFrame = scrollView.flatMap { problem.items.firstIndex(of: $0) }
            let left = LinearForm.frame(item, .x), top = LinearForm.frame(item, .y)
            let right = left + .frame(item, .width), bottom = top + .frame(item, .height)
            let pastBounds: [[Comparison]] = scrollFrame.map { frame in
                [[.less(area[0] + .frame(frame, .width), right)], [.less(area[1] + .frame(frame, .height), bottom)]]
            } ?? [[], []]
            let condition = Condition(anyOf: [
                [.less(left, area[0])],
                [.less(top, area[1])],
                [.less(area[0] + area[2], right)] + pastBounds[0],
                [.less(area[1] + area[3], bottom)] + pastBounds[1],
            ])
            return Candidate(items: [name], condition: condition) { layout in
                let frame = layout.frame(of: item).formatted
                if let scrollView, let guide {
                    return "\(name) extends outside the content of \(scrollView), where no scrolling shows it: its frame is \(frame), "
                        + "the content's \(layout.frame(of: guide).formatted)"
                }
                let bounds = geometry.view(in: layout)
                return "\(name) extends outside the view: its frame is \(frame) in a \(bounds.width.decimalString()) × \(bounds.height.decimalString()) view"
            } contentsClause: { names in
                "; inside it, \(spokenList(names)) \(names.count == 1 ? "is" : "are") outside too"
            }
        }
    }
}
