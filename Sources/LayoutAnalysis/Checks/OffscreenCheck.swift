import ExactGeometry
import LayoutSpec

/// A view whose resolved frame reaches outside the root view, partly or wholly.
struct OffscreenCheck: LayoutCheck {
    let kind = FindingKind.offscreen

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        let bounds = problem.geometry.view
        return (0..<problem.viewCount).map { item in
            let left = LinearForm.frame(item, .x), top = LinearForm.frame(item, .y)
            let right = left + .frame(item, .width), bottom = top + .frame(item, .height)
            let condition = Condition(anyOf: [
                [.less(left, LinearForm(constant: bounds.minX))],
                [.less(top, LinearForm(constant: bounds.minY))],
                [.less(LinearForm(constant: bounds.maxX), right)],
                [.less(LinearForm(constant: bounds.maxY), bottom)],
            ])
            let name = problem.items[item]
            return Candidate(items: [name], condition: condition) { layout in
                "\(name) extends outside the view: its frame is \(layout.frame(of: item).formatted) "
                    + "in a \(bounds.width.decimalString()) × \(bounds.height.decimalString()) view"
            } contentsClause: { names in
                "; inside it, \(spokenList(names)) \(names.count == 1 ? "is" : "are") outside too"
            }
        }
    }
}
