import ExactGeometry
import KeyboardStates

/// What the resolved layout of an encoding is without a solver: each frame variable that presolve
/// and settling made an affine function of the parameters (the keyboard variables and content
/// sizes), and where a layout exists (the required rows' projection onto the parameters,
/// `ProblemEncoding.layoutExists`).
///
/// Most sets of active constraints on a real screen fix every frame this way (the layout is then
/// `isComplete`), and the others most of theirs. A question about such frames in a region piece is
/// a question about the piece's parameters alone, which Fourier–Motzkin elimination answers
/// exactly (`FourierMotzkin.isFeasible`); a question about a frame left to solve for gets `nil`,
/// and the solver answers it. Where priorities leave frames to optimize, the layout can still be
/// complete piece by piece (`refined(into:)`, `CriticalRegions`): one affine function on each of
/// a few polyhedra of the parameters, which together cover every position with a layout.
final class AffineLayout {
    /// One polyhedron of the parameters and the resolved layout's affine function there.
    private final class Part {
        /// Frame variables replaced by their values (over the parameters, where affine).
        let presolve: Presolve
        /// Where this function is the resolved layout: each `form <= 0` (`< 0` when strict).
        let exists: [(form: ParameterForm, isStrict: Bool)]
        /// Each condition asked so far, over the parameters (`nil`: it speaks of a frame left
        /// to solve for): a group asks the same conditions of many pieces.
        var compiled: [Condition: [[(form: ParameterForm, isStrict: Bool)]]?] = [:]

        init(presolve: Presolve, exists: [(form: ParameterForm, isStrict: Bool)]) {
            self.presolve = presolve
            self.exists = exists
        }
    }

    /// The layout with only the required equalities solved: where a layout exists at all.
    private let base: Part
    /// The parts whose union is where a layout exists: `base` alone, or its critical regions.
    private let parts: [Part]
    /// The content sizes: the pieces' last parameters (`RegionPiece.withContent`).
    private let content: [ContentParameter]
    /// Every frame is affine in every part: the resolved layout is a known function of the parameters.
    let isComplete: Bool
    private let frameVariables: [Variable]

    /// `nil` when where a layout exists cannot be told without a solver.
    init?(_ encoding: ProblemEncoding) {
        guard let layoutExists = encoding.layoutExists else { return nil }
        var exists: [(form: ParameterForm, isStrict: Bool)] = []
        for comparison in layoutExists {
            guard let form = ParameterForm(comparison.form) else { return nil }
            exists.append((form, comparison.isStrict))
        }
        let base = Part(presolve: encoding.presolve, exists: exists)
        self.base = base
        self.parts = [base]
        self.content = encoding.problem.contentParameters
        self.frameVariables = encoding.problem.frameVariables
        self.failures = exists.map { Condition(allOf: [Comparison(form: -$0.form.linear, isStrict: !$0.isStrict)]) }
        self.isComplete = AffineLayout.fixesEveryFrame(encoding.presolve, frameVariables)
    }

    private init(_ layout: AffineLayout, parts: [Part]) {
        self.base = layout.base
        self.parts = parts
        self.content = layout.content
        self.frameVariables = layout.frameVariables
        self.failures = layout.failures
        self.isComplete = parts.allSatisfy { AffineLayout.fixesEveryFrame($0.presolve, layout.frameVariables) }
    }

    /// The same layout, known region by region: each region's presolve makes the resolved layout
    /// affine where its `exists` holds, and the regions cover every position with a layout.
    /// `nil` when a region's comparison speaks of a frame.
    func refined(into regions: [CriticalRegions.Region]) -> AffineLayout? {
        var parts: [Part] = []
        for region in regions {
            var exists: [(form: ParameterForm, isStrict: Bool)] = []
            for comparison in region.exists {
                guard let form = ParameterForm(comparison.form) else { return nil }
                exists.append((form, comparison.isStrict))
            }
            parts.append(Part(presolve: region.presolve, exists: exists))
        }
        return AffineLayout(self, parts: parts)
    }

    private static func fixesEveryFrame(_ presolve: Presolve, _ frames: [Variable]) -> Bool {
        frames.allSatisfy { presolve.substitution[$0].flatMap(ParameterForm.init) != nil }
    }

    /// Where a layout exists no longer holds: there is no layout there.
    let failures: [Condition]

    /// Whether some position in one of `pieces` has no layout; `nil` when that cannot be told
    /// without a solver.
    func lacksLayout(somewhereIn pieces: [RegionPiece]) -> Bool? {
        holdsAny(failures, somewhereIn: pieces, requiringLayout: false)
    }

    /// The parts a question is asked of: with `requiringLayout` off, its comparisons hold or not
    /// wherever a layout is, so the base answers alone.
    private func asked(requiringLayout: Bool) -> [Part] { requiringLayout ? parts : [base] }

    /// Whether some position in one of `pieces` (meeting `extra`, constraints on the parameters)
    /// has a layout where one of `conditions` holds, or, with `requiringLayout` off, where one of
    /// them holds at all. `nil` when none of those it can tell holds and some condition speaks of
    /// a frame left to solve for.
    func holdsAny(
        _ conditions: [Condition], somewhereIn pieces: [RegionPiece], within extra: [LinearInequality] = [], requiringLayout: Bool = true
    ) -> Bool? {
        var undecided = false
        for part in asked(requiringLayout: requiringLayout) {
            var decided: [[(form: ParameterForm, isStrict: Bool)]] = []
            for condition in conditions {
                guard let alternatives = alternatives(of: [condition], in: part) else {
                    undecided = true
                    continue
                }
                decided += alternatives
            }
            let holds = !decided.isEmpty && pieces.contains { piece in
                let base = system(piece, extra, requiringLayout ? part : nil)
                // Most pieces have one parameter or none: their set is an interval, met bound by bound.
                if piece.parameterCount <= 1 {
                    guard let line = LineSet(base, dimension: piece.parameterCount) else { return false }
                    return decided.contains { line.meets(self.inequalities($0, in: piece)) }
                }
                let box = self.box(of: piece)
                if let box, base[piece.constraints.count...].contains(where: box.excludes) { return false }
                return decided.contains { alternative in
                    let inequalities = self.inequalities(alternative, in: piece)
                    if let box, inequalities.contains(where: box.excludes) { return false }
                    return FourierMotzkin.isFeasible(base + inequalities, dimension: piece.parameterCount)
                }
            }
            if holds { return true }
        }
        return undecided ? nil : false
    }

    /// Around a piece in three parameters or more, where an elimination costs enough for the box
    /// to settle most questions sooner (`nil` for the others).
    private func box(of piece: RegionPiece) -> ParameterBox? {
        piece.parameterCount >= 3 ? ParameterBox(bounding: piece.constraints, dimension: piece.parameterCount) : nil
    }

    /// Whether the conditions speak only of affine frames and the parameters, so `holdsAny` answers.
    func decides(_ conditions: [Condition]) -> Bool { parts.allSatisfy { alternatives(of: conditions, in: $0) != nil } }

    /// A position in `piece` meeting `extra` where one of `conditions` holds (with a layout, unless
    /// `requiringLayout` is off): the first alternative's exact sample point, part by part.
    func samplePoint(
        _ conditions: [Condition], in piece: RegionPiece, within extra: [LinearInequality], requiringLayout: Bool = true
    ) -> [Rational]? {
        for part in asked(requiringLayout: requiringLayout) {
            guard let alternatives = alternatives(of: conditions, in: part) else { return nil }
            let base = system(piece, extra, requiringLayout ? part : nil)
            let point = alternatives.lazy.compactMap {
                FourierMotzkin.samplePoint(base + self.inequalities($0, in: piece), dimension: piece.parameterCount)
            }.first
            if let point { return point }
        }
        return nil
    }

    /// The values of parameter `index` in one of `shown` (a piece's `shownSets`, split into
    /// parts), the parameters in `fixed` at those values and the others anywhere: an exact
    /// interval for each set that has any.
    static func values(ofParameter index: Int, in shown: [IndependentParts], fixing fixed: [Int: Rational]) -> [Interval] {
        shown.compactMap { $0.interval(of: index, fixing: fixed) }
    }

    /// The positions of `piece` where one of `conditions` holds (with a layout, unless
    /// `requiringLayout` is off): one set of inequalities over its parameters per part and
    /// alternative, those its box rules out left out; `nil` when a condition speaks of a frame
    /// left to solve for.
    func shownSets(_ conditions: [Condition], in piece: RegionPiece, requiringLayout: Bool = true) -> [[LinearInequality]]? {
        let box = self.box(of: piece)
        var shown: [[LinearInequality]] = []
        for part in asked(requiringLayout: requiringLayout) {
            guard let alternatives = alternatives(of: conditions, in: part) else { return nil }
            let base = system(piece, [], requiringLayout ? part : nil)
            if let box, base[piece.constraints.count...].contains(where: box.excludes) { continue }
            shown += alternatives.compactMap {
                let inequalities = inequalities($0, in: piece)
                if let box, inequalities.contains(where: box.excludes) { return nil }
                return base + inequalities
            }
        }
        return shown
    }

    /// The layout with the parameters at `parameters`; `nil` where there is none, or when it is
    /// not complete.
    func layout(at parameters: [Variable: Rational], frames: [Variable]) -> Assignment? {
        let value = { (form: LinearForm) in form.value { parameters[$0] ?? .zero } }
        let holds = { (row: (form: ParameterForm, isStrict: Bool)) in
            let difference = value(row.form.linear)
            return row.isStrict ? difference.isNegative : !(Rational.zero < difference)
        }
        guard isComplete, base.exists.allSatisfy(holds), let part = parts.first(where: { $0.exists.allSatisfy(holds) }) else { return nil }
        var values = parameters
        for variable in frames { values[variable] = value(part.presolve.substituted(LinearForm(variable))) }
        return Assignment(values: values)
    }

    /// Each alternative of each condition, its comparisons over the parameters in `part`.
    private func alternatives(of conditions: [Condition], in part: Part) -> [[(form: ParameterForm, isStrict: Bool)]]? {
        var alternatives: [[(form: ParameterForm, isStrict: Bool)]] = []
        for condition in conditions {
            guard let compiled = compiled(condition, in: part) else { return nil }
            alternatives += compiled
        }
        return alternatives
    }

    private func compiled(_ condition: Condition, in part: Part) -> [[(form: ParameterForm, isStrict: Bool)]]? {
        if let known = part.compiled[condition] { return known }
        var alternatives: [[(form: ParameterForm, isStrict: Bool)]]? = []
        search: for alternative in condition.alternatives {
            var comparisons: [(form: ParameterForm, isStrict: Bool)] = []
            for comparison in alternative {
                guard let form = ParameterForm(part.presolve.substituted(comparison.form)) else {
                    alternatives = nil
                    break search
                }
                comparisons.append((form, comparison.isStrict))
            }
            alternatives?.append(comparisons)
        }
        part.compiled[condition] = .some(alternatives)
        return alternatives
    }

    /// The piece's constraints, `extra`, and the rows where `part` is the layout (when given),
    /// over the piece's parameters.
    private func system(_ piece: RegionPiece, _ extra: [LinearInequality], _ part: Part?) -> [LinearInequality] {
        var system = piece.constraints + extra
        for row in part?.exists ?? [] {
            system.append(LinearInequality(row.form.expression(in: piece, content: content), isStrict: row.isStrict))
        }
        return system
    }

    private func inequalities(_ comparisons: [(form: ParameterForm, isStrict: Bool)], in piece: RegionPiece) -> [LinearInequality] {
        comparisons.map { LinearInequality($0.form.expression(in: piece, content: content), isStrict: $0.isStrict) }
    }
}

/// A linear form over the layout's parameters alone: the keyboard variables and content sizes.
private struct ParameterForm {
    let linear: LinearForm

    /// `nil` when `form` has a variable other than a parameter.
    init?(_ form: LinearForm) {
        guard form.coefficients.keys.allSatisfy(\.isParameter) else { return nil }
        self.linear = form
    }

    /// The form over the piece's parameters.
    func expression(in piece: RegionPiece, content: [ContentParameter]) -> AffineExpression {
        var sum = AffineExpression.constant(linear.constant, parameterCount: piece.parameterCount)
        // Exact sums: the terms' order does not change the result.
        for (variable, coefficient) in linear.coefficients {
            // A content size is one parameter: its coefficient goes in place, no expression made.
            if case .content = variable, let index = piece.parameterIndex(of: variable, content: content) {
                sum.coefficients[index] += coefficient
                continue
            }
            guard let expression = piece.expression(of: variable, content: content) else { continue }
            sum.add(expression, times: coefficient)
        }
        return sum
    }
}
