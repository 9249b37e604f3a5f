import ExactGeometry
import KeyboardStates

extension HorizontalMirror {
    /// The problem over the mirrored frames: every horizontal position `x` of an item, of the
    /// guide and of the keyboard frame becomes `viewWidth − x − width`. Row order and sources stay.
    func problem(_ problem: LayoutProblem) -> LayoutProblem {
        var mirrored = problem
        mirrored.rows = problem.rows.map { row in
            LayoutRow(source: row.source, form: form(row.form), relation: row.relation, priority: row.priority)
        }
        mirrored.geometry = geometry(problem.geometry)
        mirrored.notifiedConstants = problem.notifiedConstants.map { notified in
            var mirroredConstant = notified
            mirroredConstant.constant = form(notified.constant)
            mirroredConstant.rule = form(notified.rule)
            return mirroredConstant
        }
        return mirrored
    }

    func form(_ form: LinearForm) -> LinearForm {
        var coefficients: [Variable: Rational] = [:]
        var constant = form.constant
        for (variable, coefficient) in form.coefficients {
            if let width = Self.width(ofPosition: variable) {
                coefficients[variable, default: .zero] -= coefficient
                coefficients[width, default: .zero] -= coefficient
                constant += coefficient * viewWidth
            } else {
                coefficients[variable, default: .zero] += coefficient
            }
        }
        return LinearForm(coefficients: coefficients, constant: constant)
    }

    func geometry(_ geometry: ScreenGeometry) -> ScreenGeometry {
        var mirrored = geometry
        mirrored.safeArea = viewRect(geometry.safeArea)
        mirrored.margins = viewRect(geometry.margins)
        mirrored.readable = viewRect(geometry.readable)
        mirrored.isRightToLeft.toggle()
        return mirrored
    }

    /// Values of the problem's unknowns on the other side of the mirror.
    func assignment(_ assignment: Assignment) -> Assignment {
        var values = assignment.values
        for (variable, value) in assignment.values {
            guard let width = Self.width(ofPosition: variable) else { continue }
            values[variable] = viewWidth - value - assignment[width]
        }
        return Assignment(values: values)
    }

    /// The width that goes with a horizontal position, `nil` for any other unknown.
    private static func width(ofPosition variable: Variable) -> Variable? {
        switch variable {
        case .frame(let item, .x): .frame(item: item, .width)
        case .keyboard(.guideX): .keyboard(.guideWidth)
        case .keyboard(.frameX): .keyboard(.frameWidth)
        default: nil
        }
    }
}
