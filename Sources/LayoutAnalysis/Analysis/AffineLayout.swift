import ExactGeometry
import KeyboardStates

/// What the resolved layout of an encoding is without a solver: each frame variable that presolve
/// and settling made an affine function of the keyboard variables, and where a layout exists (the
/// required rows' projection onto the keyboard variables, `ProblemEncoding.layoutExists`).
///
/// Most sets of active constraints on a real screen fix every frame this way (the layout is then
/// `isComplete`), and the others most of theirs. A question about such frames in a region piece is
/// a question about the piece's parameters alone, which Fourier–Motzkin elimination answers
/// exactly (`FourierMotzkin.isFeasible`); a question about a frame left to solve for gets `nil`,
/// and the solver answers it.
final class AffineLayout {
    /// Frame variables replaced by their values (over the keyboard variables, where affine).
    private let presolve: Presolve
    /// Where a layout exists: each `form <= 0` (`< 0` when strict).
    private let exists: [(form: KeyboardForm, isStrict: Bool)]
    /// Every frame is affine: the resolved layout is one known function of the keyboard.
    let isComplete: Bool
    /// Each condition asked so far, over the keyboard variables (`nil`: it speaks of a frame left
    /// to solve for): a group asks the same conditions of many pieces.
    private var compiled: [Condition: [[(form: KeyboardForm, isStrict: Bool)]]?] = [:]

    /// `nil` when where a layout exists cannot be told without a solver.
    init?(_ encoding: ProblemEncoding) {
        guard let layoutExists = encoding.layoutExists else { return nil }
        var exists: [(form: KeyboardForm, isStrict: Bool)] = []
        for comparison in layoutExists {
            guard let form = KeyboardForm(comparison.form) else { return nil }
            exists.append((form, comparison.isStrict))
        }
        let presolve = encoding.presolve
        self.presolve = presolve
        self.exists = exists
        self.failures = exists.map { Condition(allOf: [Comparison(form: -$0.form.linear, isStrict: !$0.isStrict)]) }
        self.isComplete = encoding.problem.frameVariables.allSatisfy { presolve.substitution[$0].flatMap(KeyboardForm.init) != nil }
    }

    /// Where a layout exists no longer holds: there is no layout there.
    let failures: [Condition]

    /// Whether some position in one of `pieces` has no layout; `nil` when that cannot be told
    /// without a solver.
    func lacksLayout(somewhereIn pieces: [RegionPiece]) -> Bool? {
        holdsAny(failures, somewhereIn: pieces, requiringLayout: false)
    }

    /// Whether some position in one of `pieces` (meeting `extra`, constraints on the parameters)
    /// has a layout where one of `conditions` holds, or, with `requiringLayout` off, where one of
    /// them holds at all. `nil` when none of those it can tell holds and some condition speaks of
    /// a frame left to solve for.
    func holdsAny(
        _ conditions: [Condition], somewhereIn pieces: [RegionPiece], within extra: [LinearInequality] = [], requiringLayout: Bool = true
    ) -> Bool? {
        var decided: [[(form: KeyboardForm, isStrict: Bool)]] = []
        var undecided = false
        for condition in conditions {
            guard let alternatives = keyboardAlternatives(of: [condition]) else {
                undecided = true
                continue
            }
            decided += alternatives
        }
        let holds = !decided.isEmpty && pieces.contains { piece in
            let base = system(piece, extra, requiringLayout)
            // Most pieces have one parameter or none: their set is an interval, met bound by bound.
            if piece.parameterCount <= 1 {
                guard let line = LineSet(base, dimension: piece.parameterCount) else { return false }
                return decided.contains { line.meets(Self.inequalities($0, in: piece)) }
            }
            return decided.contains { FourierMotzkin.isFeasible(base + Self.inequalities($0, in: piece), dimension: piece.parameterCount) }
        }
        return holds ? true : undecided ? nil : false
    }

    /// Whether the conditions speak only of affine frames and the keyboard, so `holdsAny` answers.
    func decides(_ conditions: [Condition]) -> Bool { keyboardAlternatives(of: conditions) != nil }

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

    /// The layout with the keyboard at `keyboard`; `nil` where there is none, or when it is not
    /// complete.
    func layout(at keyboard: [KeyboardVariable: Rational], frames: [Variable]) -> Assignment? {
        let value = { (form: LinearForm) in form.value { variable in
            if case .keyboard(let variable) = variable { return keyboard[variable] ?? .zero }
            return .zero
        } }
        guard isComplete, exists.allSatisfy({ row in
            let difference = value(row.form.linear)
            return row.isStrict ? difference.isNegative : !(Rational.zero < difference)
        }) else { return nil }
        var values = Dictionary(uniqueKeysWithValues: keyboard.map { (Variable.keyboard($0.key), $0.value) })
        for variable in frames { values[variable] = value(presolve.substituted(LinearForm(variable))) }
        return Assignment(values: values)
    }

    /// Each alternative of each condition, its comparisons over the keyboard variables.
    private func keyboardAlternatives(of conditions: [Condition]) -> [[(form: KeyboardForm, isStrict: Bool)]]? {
        var alternatives: [[(form: KeyboardForm, isStrict: Bool)]] = []
        for condition in conditions {
            guard let compiled = compiled(condition) else { return nil }
            alternatives += compiled
        }
        return alternatives
    }

    private func compiled(_ condition: Condition) -> [[(form: KeyboardForm, isStrict: Bool)]]? {
        if let known = compiled[condition] { return known }
        var alternatives: [[(form: KeyboardForm, isStrict: Bool)]]? = []
        search: for alternative in condition.alternatives {
            var comparisons: [(form: KeyboardForm, isStrict: Bool)] = []
            for comparison in alternative {
                guard let form = KeyboardForm(presolve.substituted(comparison.form)) else {
                    alternatives = nil
                    break search
                }
                comparisons.append((form, comparison.isStrict))
            }
            alternatives?.append(comparisons)
        }
        compiled[condition] = .some(alternatives)
        return alternatives
    }

    /// The piece's constraints, `extra`, and the rows where a layout exists (when required), over
    /// the piece's parameters.
    private func system(_ piece: RegionPiece, _ extra: [LinearInequality], _ requiringLayout: Bool) -> [LinearInequality] {
        var system = piece.constraints + extra
        for row in exists where requiringLayout {
            system.append(LinearInequality(row.form.expression(in: piece), isStrict: row.isStrict))
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
