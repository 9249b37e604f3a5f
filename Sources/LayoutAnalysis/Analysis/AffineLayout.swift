import ExactGeometry
import KeyboardStates

/// The resolved layout of an encoding that has nothing left to solve for: every frame value an
/// affine function of the keyboard variables, and a layout wherever the required rows left over
/// (which mention the keyboard alone) hold.
///
/// Most sets of active constraints on a real screen are like this once the required equalities
/// are eliminated and the parts no keyboard moves are settled. A question about such a layout in
/// a region piece is then a question about the piece's parameters alone, which Fourier–Motzkin
/// elimination answers exactly, without a solver (`FourierMotzkin.isFeasible`).
struct AffineLayout {
    /// Per frame variable, its value over the keyboard variables.
    private let frames: [Variable: LinearForm]
    /// Where a layout exists: each `form <= 0` (or `== 0`), over the keyboard variables.
    private let exists: [ProgramRow]

    /// `nil` when the encoding leaves a frame or an error variable to solve for.
    init?(_ encoding: ProblemEncoding) {
        let isKeyboardOnly = { (form: LinearForm) in form.coefficients.keys.allSatisfy { !$0.isFrame && !$0.isError } }
        let problem = encoding.problem
        var frames: [Variable: LinearForm] = [:]
        for variable in problem.frameVariables {
            guard let value = encoding.presolve.substitution[variable], isKeyboardOnly(value) else { return nil }
            frames[variable] = value
        }
        let rows = encoding.programRows
        guard rows.allSatisfy({ isKeyboardOnly($0.form) }) else { return nil }
        self.frames = frames
        self.exists = rows
    }

    /// Whether some position in one of `pieces` has no layout: a required row left over fails
    /// there. `nil` when that cannot be told without a solver.
    func lacksLayout(somewhereIn pieces: [RegionPiece]) -> Bool? {
        let fails = exists.map { row in
            Condition(anyOf: [[Comparison(form: -row.form, isStrict: true)]] + (row.isEquality ? [[Comparison(form: row.form, isStrict: true)]] : []))
        }
        return holdsAny(fails, somewhereIn: pieces, requiringLayout: false)
    }

    /// Whether some position in one of `pieces` has a layout where one of `conditions` holds;
    /// `nil` when that cannot be told without a solver.
    func holdsAny(_ conditions: [Condition], somewhereIn pieces: [RegionPiece], requiringLayout: Bool = true) -> Bool? {
        for piece in pieces {
            for condition in conditions {
                switch holds(condition, somewhereIn: piece, requiringLayout: requiringLayout) {
                case true?: return true
                case false?: continue
                case nil: return nil
                }
            }
        }
        return false
    }

    /// Whether some position in `piece` has a layout where `condition` holds; `nil` when the
    /// condition speaks of something other than frames and the keyboard.
    private func holds(_ condition: Condition, somewhereIn piece: RegionPiece, requiringLayout: Bool) -> Bool? {
        var base = piece.constraints
        for row in exists where requiringLayout {
            guard let value = expression(row.form, in: piece) else { return nil }
            base.append(LinearInequality(value, isStrict: false))
            if row.isEquality { base.append(LinearInequality(value * Rational(-1), isStrict: false)) }
        }
        for comparisons in condition.alternatives {
            var shown = base
            for comparison in comparisons {
                guard let value = expression(comparison.form, in: piece) else { return nil }
                shown.append(LinearInequality(value, isStrict: comparison.isStrict))
            }
            if FourierMotzkin.isFeasible(shown, dimension: piece.parameterCount) { return true }
        }
        return false
    }

    /// `form` over the piece's parameters: each frame replaced by its value, each keyboard
    /// variable by the piece's affine function.
    private func expression(_ form: LinearForm, in piece: RegionPiece) -> AffineExpression? {
        let overKeyboard = form.sortedTerms.reduce(LinearForm(constant: form.constant)) { sum, term in
            sum + term.coefficient * (frames[term.variable] ?? LinearForm(term.variable))
        }
        var value = AffineExpression.constant(overKeyboard.constant, parameterCount: piece.parameterCount)
        for (variable, coefficient) in overKeyboard.sortedTerms {
            guard case .keyboard(let keyboard) = variable else { return nil }
            value = value + piece.expression(of: keyboard) * coefficient
        }
        return value
    }
}

extension Variable {
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
