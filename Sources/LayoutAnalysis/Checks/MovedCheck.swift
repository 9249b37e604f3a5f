import ExactGeometry
import LayoutSpec

/// A view keyboard handlers move although the keyboard does not reach it: the constant of the
/// constraint that places it differs from its constant at rest while the keyboard's frame lies
/// below or above where the view is at rest, or beside the root view. A handler that lifts content
/// by the keyboard's full height does it in a Stage Manager window the keyboard does not reach,
/// or over a floating keyboard elsewhere on the screen.
///
/// Where the view is at rest is not solved for: it is the frame with the moved edge taken back by
/// the change of the constant and the other edge left where it is, which holds the view at rest
/// whether it moves whole or stretches. The finding is only reported where the keyboard misses
/// all of that.
struct MovedCheck: LayoutCheck {
    let kind = FindingKind.moved

    func candidates(in problem: LayoutProblem, spec: LayoutSpec, active: [Constraint]) -> [Candidate] {
        problem.notifiedConstants.compactMap { notified in
            guard let constraint = active.first(where: { $0.id == notified.constraint }),
                  let placed = Self.placedEdge(of: constraint, among: Array(problem.items.prefix(problem.viewCount)))
            else { return nil }
            return candidate(placed, notified, name: problem.items[placed.item], geometry: problem.geometry)
        }
    }

    /// The vertical edge of a view the constraint places, and how far it moves per point of constant.
    private static func placedEdge(of constraint: Constraint, among views: [String]) -> (item: Int, perPoint: Rational)? {
        let sides = constraint.lhs.terms.map { ($0, Rational.one) } + constraint.rhs.terms.map { ($0, -Rational.one) }
        for (term, sign) in sides where term.anchor.anchor.axis == .vertical && !term.anchor.anchor.isDimension {
            guard let item = views.firstIndex(of: term.anchor.item), !term.coefficient.isZero else { continue }
            // lhs − rhs − constant = 0: the edge moves by the change of the constant over its coefficient there.
            return (item, .one / (sign * term.coefficient))
        }
        return nil
    }

    private func candidate(_ placed: (item: Int, perPoint: Rational), _ notified: NotifiedConstant, name: String, geometry: ScreenGeometry) -> Candidate {
        let item = placed.item
        let change = notified.constant - LinearForm(constant: notified.initial)
        let shift = placed.perPoint * change
        let top = LinearForm.frame(item, .y), bottom = top + .frame(item, .height)
        let view = geometry.forms(of: .view)
        let viewLeft = view[0], viewRight = view[0] + view[2]
        let keyboardTop = LinearForm.keyboard(.frameY), keyboardBottom = keyboardTop + .keyboard(.frameHeight)
        let keyboardLeft = LinearForm.keyboard(.frameX), keyboardRight = keyboardLeft + .keyboard(.frameWidth)
        // Moved up (shift < 0), the view at rest reaches lower; moved down, higher.
        let restExtents: [(moved: Comparison, top: LinearForm, bottom: LinearForm)] = [
            (.less(shift, LinearForm(constant: .zero)), top, bottom - shift),
            (.less(LinearForm(constant: .zero), shift), top - shift, bottom),
        ]
        let alternatives = restExtents.flatMap { extent in
            [
                [.less(extent.bottom, keyboardTop, strict: false)],
                [.less(keyboardBottom, extent.top, strict: false)],
                [.less(viewRight, keyboardLeft, strict: false)],
                [.less(keyboardRight, viewLeft, strict: false)],
            ].map { [extent.moved] + $0 }
        }
        let constraint = notified.constraint, initial = notified.initial, constantForm = notified.constant
        return Candidate(items: [name], condition: Condition(anyOf: alternatives), describe: { layout in
            let frame = layout.frame(of: item), keyboard = layout.keyboardFrameInView, bounds = geometry.view(in: layout)
            let moved = shift.value { layout[$0] }
            let (restTop, restBottom) = moved < .zero ? (frame.minY, frame.maxY - moved) : (frame.minY - moved, frame.maxY)
            // Moved up, the view at rest ends lower and starts no higher than now; moved down, the other way round.
            let whereKeyboard = if keyboard.maxX <= bounds.minX || keyboard.minX >= bounds.maxX {
                "the keyboard, x \(number(keyboard.minX)) to \(number(keyboard.maxX)), is beside the view"
            } else if keyboard.minY >= restBottom {
                moved < .zero ? "the keyboard's top, y \(number(keyboard.minY)), is below where it ends at rest, y \(number(restBottom))"
                    : "the keyboard's top, y \(number(keyboard.minY)), is below its bottom, y \(number(restBottom)), moved or not"
            } else {
                moved < .zero ? "the keyboard's bottom, y \(number(keyboard.maxY)), is above its top, y \(number(restTop)), moved or not"
                    : "the keyboard's bottom, y \(number(keyboard.maxY)), is above where it starts at rest, y \(number(restTop))"
            }
            return "\(name) is moved \(number(moved < .zero ? -moved : moved)) pt \(moved < .zero ? "up" : "down") although nothing covers it: "
                + "\(constraint).constant is \(number(constantForm.value { layout[$0] })), not \(number(initial)) as at rest, and \(whereKeyboard)"
        }, constraints: [constraint])
    }
}

private func number(_ value: Rational) -> String { value.decimalString(maximumFractionDigits: 2) }
