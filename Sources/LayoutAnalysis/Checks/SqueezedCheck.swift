import ExactGeometry
import LayoutSpec

/// A view made smaller than its intrinsic size although its compression resistance is at least
/// UIKit's default (a view whose resistance was lowered below that is meant to shrink), or made
/// negative in size. A view smaller than content the source does not show, along an axis where
/// UIKit shows less of it (`ViewClass.showingLessOfContent`: a label truncates its text, an image
/// view scales its image), is not squeezed; nor is an image view smaller than an image the source
/// does show (`ViewClass.drawingContentAtAnySize`), nor a view of a class kbcov cannot see into.
/// A button or a text field is squeezed when it is lower than its line of text: the room its
/// class puts around the text (`ViewDeclaration.paddingAroundText`) may go without hiding any.
struct SqueezedCheck: LayoutCheck {
    let kind = FindingKind.squeezed

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        spec.views.enumerated().flatMap { item, view in
            [Axis.horizontal, .vertical].map { axis in
                let component: FrameComponent = axis == .horizontal ? .width : .height
                let dimension = axis == .horizontal ? "wide" : "high"
                let size = LinearForm.frame(item, component)
                var alternatives: [[Comparison]] = [[.less(size, LinearForm(constant: .zero))]]
                // A size that comes from content the source does not show is the content parameter.
                let showsLess = ViewClass.showsLessOfContent(view.viewClass, on: axis)
                let stated = view.intrinsicSize(on: axis)
                let padding = axis == .vertical ? view.paddingAroundText : .zero
                let intrinsic = stated.map { LinearForm(constant: $0 - padding) }
                    ?? view.contentRange(on: axis).flatMap { _ in showsLess ? nil : LinearForm(.content(item: item, axis)) }
                let resistance = view.compressionResistance[axis]
                let drawsAtAnySize = ViewClass.drawingContentAtAnySize.contains(view.viewClass ?? "")
                if let intrinsic, resistance >= .high, !drawsAtAnySize {
                    alternatives.append([.less(size, intrinsic)])
                }
                return Candidate(items: [view.name], condition: Condition(anyOf: alternatives)) { layout in
                    let value = layout[.frame(item: item, component)]
                    if value.isNegative {
                        return "\(view.name) would be \(value.decimalString()) pt \(dimension): a negative size"
                    }
                    let wanted = intrinsic.map { $0.value { layout[$0] }.decimalString() } ?? "?"
                    let below = stated != nil && padding > .zero
                        ? "the \(wanted) pt of its text (its intrinsic \(stated?.decimalString() ?? "?") pt has \(padding.decimalString()) pt of padding)"
                        : "its intrinsic \(wanted) pt"
                    return "\(view.name) is squeezed to \(value.decimalString()) pt \(dimension), below \(below); "
                        + "its compression resistance (\(resistance)) loses"
                }
            }
        }
    }
}
