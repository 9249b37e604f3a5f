import ExactGeometry
import LayoutSpec

/// A view whose resolved frame reaches outside the root view, partly or wholly.
struct OffscreenCheck: LayoutCheck {
    let kind = FindingKind.offscreen

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        let geometry = problem.geometry
        let view = geometry.forms(of: .view)
        return (0..<problem.viewCount).map { item in
            let left = LinearForm.frame(item, .x), top = LinearForm.frame(item, .y)
            let right = left + .frame(item, .width), bottom = top + .frame(item, .height)
            let condition = Condition(anyOf: [
                [.less(left, view[0])],
                [.less(top, view[1])],
                [.less(view[0] + view[2], right)],
                [.less(view[1] + view[3], bottom)],
            ])
            let name = problem.items[item]
            return Candidate(items: [name], condition: condition) { layout in
                let bounds = geometry.view(in: layout)
                return "\(name) extends outside the view: its frame is \(layout.frame(of: item).formatted) "
                    + "in a \(bounds.width.decimalString()) × \(bounds.height.decimalString()) view"
            } contentsClause: { names in
                "; inside it, \(spokenList(names)) \(names.count == 1 ? "is" : "are") outside too"
            }
        }
    }
}
