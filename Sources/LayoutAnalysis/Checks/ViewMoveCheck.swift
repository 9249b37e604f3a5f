import ExactGeometry
import LayoutSpec

/// A text input that keyboard handlers moving the root view up (`KeyboardViewMove`) push out of
/// the window's top: `view.frame.origin.y -= keyboardSize.height` lifts the whole screen by the
/// keyboard's height whichever field the user taps, so a field in the top part of a short window
/// (an iPhone in landscape) leaves it while the user types in it. An `offscreen` finding of the
/// field. Views in a scroll view's content are left out: the user scrolls them back.
struct ViewMoveCheck: LayoutCheck {
    let kind = FindingKind.offscreen

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        let origins = problem.notifiedViewOrigins
        guard !origins.isEmpty, spec.partlyAnalysed == nil else { return [] }
        let geometry = problem.geometry
        return spec.views.enumerated().compactMap { item, view in
            guard item < problem.viewCount, view.isTypedIn, spec.scrollView(containing: view.name) == nil else { return nil }
            let top = LinearForm.frame(item, .y), windowTop = geometry.forms(of: .view)[1]
            let zero = LinearForm(constant: .zero)
            let condition = Condition(anyOf: origins.map { [.less($0.origin, zero), .less(top + $0.origin, windowTop)] })
            let name = view.name
            return Candidate(items: [name], condition: condition) { layout in
                let frame = layout.frame(of: item)
                let origin = origins.map { $0.origin.value { layout[$0] } }.first { $0 < .zero && frame.minY + $0 < geometry.view(in: layout).minY } ?? .zero
                let shown = Rect(x: frame.minX, y: frame.minY + origin, width: frame.width, height: frame.height)
                return "\(name) leaves the window's top while the user types in it\(CoveredCheck.movedClause(-origin)): "
                    + "its frame \(frame.formatted) is at \(shown.formatted) in the window"
            }
        }
    }
}
