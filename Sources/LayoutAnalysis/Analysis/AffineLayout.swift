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
    /// Every frame variable replaced by its value over the keyboard variables.
    private let presolve: Presolve
    /// Where a layout exists: each `form <= 0` (or `== 0`).
    private let exists: [(form: KeyboardForm, isEquality: Bool)]

    /// `nil` when the encoding leaves a frame or an error variable to solve for.
    init?(_ encoding: ProblemEncoding) {
        let presolve = encoding.presolve
        for variable in encoding.problem.frameVariables {
            guard let value = presolve.substitution[variable], KeyboardForm(value) != nil else { return nil }
        }
        var exists: [(form: KeyboardForm, isEquality: Bool)] = []
        for row in encoding.programRows {
            guard let form = KeyboardForm(row.form) else { return nil }
            exists.append((form, row.isEquality))
        }
        self.presolve = presolve
        self.exists = exists
    }

    /// Where a required row left over fails: there is no layout there.
    var failures: [Condition] {
        exists.map { row in
            Condition(anyOf: [[Comparison(form: -row.form.linear, isStrict: true)]]
                + (row.isEquality ? [[Comparison(form: row.form.linear, isStrict: true)]] : []))
        }
    }

    /// Whether some position in one of `pieces` has no layout; `nil` when that cannot be told
    /// without a solver.
    func lacksLayout(somewhereIn pieces: [RegionPiece]) -> Bool? {
        holdsAny(failures, somewhereIn: pieces, requiringLayout: false)
    }

    /// Whether some position in one of `pieces` (meeting `extra`, constraints on the parameters)
    /// has a layout where one of `conditions` holds, or, with `requiringLayout` off, where one of
    /// them holds at all; `nil` when a condition speaks of something other than frames and the
    /// keyboard.
    func holdsAny(
        _ conditions: [Condition], somewhereIn pieces: [RegionPiece], within extra: [LinearInequality] = [], requiringLayout: Bool = true
    ) -> Bool? {
        guard let alternatives = keyboardAlternatives(of: conditions) else { return nil }
        return pieces.contains { piece in
            let base = system(piece, extra, requiringLayout)
            return alternatives.contains { FourierMotzkin.isFeasible(base + Self.inequalities($0, in: piece), dimension: piece.parameterCount) }
        }
    }

    /// A position in `piece` meeting `extra` where one of `conditions` holds (with a layout, unless
    /// `requiringLayout` is off): the first alternative's exact sample point.
    func samplePoint(
        _ conditions: [Condition], in piece: RegionPiece, within extra: [LinearInequality], requiringLayout: Bool = true
    ) -> [Rational]? {
        guard let alternatives = keyboardAlternatives(of: conditions) else { return nil }
        let base = system(piece, extra, requiringLayout)
        return alternatives.lazy.compactMap {
            FourierMotzkin.samplePoint(base + Self.inequalities($0, in: piece), dimension: piece.parameterCount)
        }.first
    }

    /// The layout with the keyboard at `keyboard`; `nil` where there is none.
    func layout(at keyboard: [KeyboardVariable: Rational], frames: [Variable]) -> Assignment? {
        let value = { (form: LinearForm) in form.value { variable in
            if case .keyboard(let variable) = variable { return keyboard[variable] ?? .zero }
            return .zero
        } }
        guard exists.allSatisfy({ row in
            let difference = value(row.form.linear)
            return row.isEquality ? difference.isZero : !(Rational.zero < difference)
        }) else { return nil }
        var values = Dictionary(uniqueKeysWithValues: keyboard.map { (Variable.keyboard($0.key), $0.value) })
        for variable in frames { values[variable] = value(presolve.substituted(LinearForm(variable))) }
        return Assignment(values: values)
    }

    /// Each alternative of each condition, its comparisons over the keyboard variables.
    private func keyboardAlternatives(of conditions: [Condition]) -> [[(form: KeyboardForm, isStrict: Bool)]]? {
        var alternatives: [[(form: KeyboardForm, isStrict: Bool)]] = []
        for alternative in conditions.flatMap(\.alternatives) {
            var comparisons: [(form: KeyboardForm, isStrict: Bool)] = []
            for comparison in alternative {
                guard let form = KeyboardForm(presolve.substituted(comparison.form)) else { return nil }
                comparisons.append((form, comparison.isStrict))
            }
            alternatives.append(comparisons)
        }
        return alternatives
    }

    /// The piece's constraints, `extra`, and the rows where a layout exists (when required), over
    /// the piece's parameters.
    private func system(_ piece: RegionPiece, _ extra: [LinearInequality], _ requiringLayout: Bool) -> [LinearInequality] {
        var system = piece.constraints + extra
        for row in exists where requiringLayout {
            let value = row.form.expression(in: piece)
            system.append(LinearInequality(value, isStrict: false))
            if row.isEquality { system.append(LinearInequality(value * Rational(-1), isStrict: false)) }
        }
        return system
    }

    private static func inequalities(_ comparisons: [(form: KeyboardForm, isStrict: Bool)], in piece: RegionPiece) -> [LinearInequality] {
        comparisons.map { LinearInequality($0.form.expression(in: piece), isStrict: $0.isStrict) }
    }
}

/// A linear form over the keyboard variables alone.
private struct KeyboardForm {
    let linear: LinearForm
    private let terms: [(variable: KeyboardVariable, coefficient: Rational)]

    /// `nil` when `form` has a variable other than the keyboard's.
    init?(_ form: LinearForm) {
        var terms: [(variable: KeyboardVariable, coefficient: Rational)] = []
        for (variable, coefficient) in form.sortedTerms {
            guard case .keyboard(let keyboard) = variable else { return nil }
            terms.append((keyboard, coefficient))
        }
        self.linear = form
        self.terms = terms
    }

    /// The form over the piece's parameters.
    func expression(in piece: RegionPiece) -> AffineExpression {
        terms.reduce(.constant(linear.constant, parameterCount: piece.parameterCount)) { sum, term in
            sum + piece.expression(of: term.variable) * term.coefficient
        }
    }
}
