import ExactGeometry
import LayoutSpec

/// A view that must stay visible — marked `keepVisible`, or constrained to the keyboard guide —
/// overlapping the keyboard where it covers the view. That is the guide while the guide follows
/// the keyboard, and the keyboard itself where the guide does not (an unfollowed floating
/// keyboard covers content all the same).
struct CoveredCheck: LayoutCheck {
    let kind = FindingKind.covered

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        let tiedToGuide = Set(active.filter { $0.anchors.contains { $0.item == BuiltinItem.keyboard.rawValue } }
            .flatMap { $0.anchors.map(\.item) })
        let geometry = problem.geometry
        let bounds = geometry.forms(of: .view)
        return spec.views.enumerated().compactMap { item, view in
            guard view.keepVisible || tiedToGuide.contains(view.name) else { return nil }
            let horizontal = overlapComparisons(
                starts: [.frame(item, .x), .keyboard(.frameX), bounds[0]],
                ends: [.frame(item, .x) + .frame(item, .width), .keyboard(.frameX) + .keyboard(.frameWidth),
                       bounds[0] + bounds[2]])
            let vertical = overlapComparisons(
                starts: [.frame(item, .y), .keyboard(.frameY), bounds[1]],
                ends: [.frame(item, .y) + .frame(item, .height), .keyboard(.frameY) + .keyboard(.frameHeight),
                       bounds[1] + bounds[3]])
            let overlap = { @Sendable (layout: Assignment) -> Rect? in
                layout.frame(of: item).intersection(layout.keyboardFrameInView)?.intersection(geometry.view(in: layout))
            }
            return Candidate(
                items: [view.name], condition: Condition(allOf: horizontal + vertical),
                describe: { layout in
                    "\(view.name) is under the keyboard: \(overlap(layout)?.formatted ?? "[]") of its frame "
                        + "\(layout.frame(of: item).formatted) is covered"
                },
                overlap: overlap,
                contentsClause: { names in
                    "; inside it, \(spokenList(names)) \(names.count == 1 ? "is" : "are") under the keyboard too"
                })
        }
    }

    /// The intervals all overlap with positive length: every start lies before every end.
    private func overlapComparisons(starts: [LinearForm], ends: [LinearForm]) -> [Comparison] {
        starts.flatMap { start in ends.map { Comparison.less(start, $0) } }
    }
}
