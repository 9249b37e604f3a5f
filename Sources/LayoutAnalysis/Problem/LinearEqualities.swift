import ExactGeometry
import LayoutSpec

extension LinearForm {
    /// The unknowns `equalities` (each `form == 0`) determine, each as a form over the variables
    /// left: Gauss–Jordan elimination in rationals, pivoting on each form's first unknown in
    /// variable order. `nil` when they contradict each other: a form left with no unknown is not
    /// identically zero.
    static func solving(_ equalities: [LinearForm], for isUnknown: (Variable) -> Bool) -> [Variable: LinearForm]? {
        let (values, rest) = eliminating(equalities, for: isUnknown)
        return rest.allSatisfy({ $0.coefficients.isEmpty && $0.constant.isZero }) ? values : nil
    }

    /// `solving`, and what the equalities say once their unknowns are eliminated: a form with no
    /// unknown for each equality that added no pivot.
    static func eliminating(_ equalities: [LinearForm], for isUnknown: (Variable) -> Bool) -> (values: [Variable: LinearForm], rest: [LinearForm]) {
        var values: [Variable: LinearForm] = [:]
        var rest: [LinearForm] = []
        for equality in equalities {
            let form = equality.substituting(values)
            guard let (pivot, coefficient) = form.sortedTerms.first(where: { isUnknown($0.variable) }) else {
                rest.append(form)
                continue
            }
            var remaining = form.coefficients
            remaining[pivot] = nil
            let value = Rational(-1) / coefficient * LinearForm(coefficients: remaining, constant: form.constant)
            for (variable, known) in values { values[variable] = known.replacing(pivot, with: value) }
            values[pivot] = value
        }
        return (values, rest)
    }

    /// The form with each variable of `values` replaced by its form there.
    func substituting(_ values: [Variable: LinearForm]) -> LinearForm {
        replacing { values[$0] }
    }
}

extension LayoutProblem {
    /// What a layout meeting every row with a frame in it, optional ones included, meets as
    /// equalities: each equality row, and each pair of opposite inequalities on one form (hugging
    /// and compression resistance on one size).
    static func equalities(meetingEvery rows: [(form: LinearForm, relation: Relation)]) -> [LinearForm] {
        let atMost = rows.map { row in row.relation == .greaterThanOrEqual ? -row.form : row.form }
        let inequalities = Set(zip(rows, atMost).filter { $0.0.relation != .equal }.map(\.1))
        return zip(rows, atMost).filter { row, form in row.relation == .equal || inequalities.contains(-form) }.map(\.1)
    }

    /// Whether `layout` meets every row with a frame in it, optional ones included: it then costs
    /// nothing at any level, so it is resolved, and every resolved layout meets them all too.
    func meetsEveryRow(_ layout: Assignment) -> Bool {
        rows.allSatisfy { row in !row.form.hasFrameVariable || row.violation { layout[$0] }.isZero }
    }

    /// Whether only one layout meets every row with a frame in it, with `pinned` at zero: those
    /// rows' equalities and the pins leave no frame free, wherever the keyboard is.
    func meetingEveryRowLeavesNoFrameFree(pinned: [Variable]) -> Bool {
        let rows = rows.filter(\.form.hasFrameVariable).map { ($0.form, $0.relation) }
        guard let values = LinearForm.solving(Self.equalities(meetingEvery: rows) + pinned.map { LinearForm($0) }, for: \.isFrame) else { return false }
        return frameVariables.allSatisfy { values[$0].map { !$0.hasFrameVariable } ?? false }
    }
}
