import ExactGeometry
import KeyboardStates

extension HorizontalMirror {
    /// The problem over the mirrored frames: every horizontal position `x` of an item, of the
    /// guide, of the keyboard frame — and where the window is a range, of the safe area, margins,
    /// readable guide and screen — becomes `viewWidth − x − width`, the view's width a variable
    /// there. Row order and sources stay.
    func problem(_ problem: LayoutProblem) -> LayoutProblem {
        var mirrored = problem
        let viewWidth = problem.geometry.forms(of: .view)[2]
        mirrored.rows = problem.rows.map { row in
            LayoutRow(source: row.source, form: form(row.form, viewWidth: viewWidth), relation: row.relation, priority: row.priority)
        }
        mirrored.geometry = geometry(problem.geometry)
        mirrored.notifiedConstants = problem.notifiedConstants.map { notified in
            var mirroredConstant = notified
            mirroredConstant.constant = form(notified.constant, viewWidth: viewWidth)
            mirroredConstant.rule = form(notified.rule, viewWidth: viewWidth)
            return mirroredConstant
        }
        return mirrored
    }

    func form(_ form: LinearForm, viewWidth: LinearForm) -> LinearForm {
        form.coefficients.reduce(LinearForm(constant: form.constant)) { mirrored, term in
            let (variable, coefficient) = term
            guard let width = width(ofPosition: variable) else { return mirrored + coefficient * LinearForm(variable) }
            return mirrored + coefficient * (viewWidth - LinearForm(variable) - width)
        }
    }

    func geometry(_ geometry: ScreenGeometry) -> ScreenGeometry {
        var mirrored = geometry
        mirrored.safeArea = viewRect(geometry.safeArea)
        mirrored.margins = viewRect(geometry.margins)
        mirrored.readable = viewRect(geometry.readable)
        // Read only when rows are built, before the mirror; reflected all the same, so that a
        // window on one side of the screen, mirrored, is its twin on the other side (`PlanContent`).
        mirrored.screen = viewRect(geometry.screen)
        mirrored.isRightToLeft.toggle()
        return mirrored
    }

    /// Values of the problem's unknowns on the other side of the mirror, across the view's width in
    /// `reference` (where the window is a range, a layout that has the keyboard's variables).
    func assignment(_ assignment: Assignment, in geometry: ScreenGeometry, reference: Assignment? = nil) -> Assignment {
        let viewWidth = geometry.view(in: reference ?? assignment).width
        var values = assignment.values
        for (variable, value) in assignment.values {
            guard let width = width(ofPosition: variable) else { continue }
            values[variable] = viewWidth - value - width.value { assignment[$0] }
        }
        return Assignment(values: values)
    }

    /// The width that goes with a horizontal position, `nil` for any other unknown.
    private func width(ofPosition variable: Variable) -> LinearForm? {
        switch variable {
        case .frame(let item, .x): LinearForm(.frame(item: item, .width))
        case .keyboard(.guideX): LinearForm(.keyboard(.guideWidth))
        case .keyboard(.frameX): LinearForm(.keyboard(.frameWidth))
        case .keyboard(.safeAreaX): LinearForm(.keyboard(.safeAreaWidth))
        case .keyboard(.marginsX): LinearForm(.keyboard(.marginsWidth))
        case .keyboard(.readableX): LinearForm(.keyboard(.readableWidth))
        case .keyboard(.screenX): LinearForm(constant: screenWidth)
        default: nil
        }
    }
}
