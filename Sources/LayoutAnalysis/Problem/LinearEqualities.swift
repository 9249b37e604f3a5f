import ExactGeometry

extension LinearForm {
    /// The unknowns `equalities` (each `form == 0`) determine, each as a form over the variables
    /// left: Gauss–Jordan elimination in rationals, pivoting on each form's first unknown in
    /// variable order. `nil` when they contradict each other: a form left with no unknown is not
    /// identically zero.
    static func solving(_ equalities: [LinearForm], for isUnknown: (Variable) -> Bool) -> [Variable: LinearForm]? {
        var values: [Variable: LinearForm] = [:]
        for equality in equalities {
            let form = equality.substituting(values)
            guard let (pivot, coefficient) = form.sortedTerms.first(where: { isUnknown($0.variable) }) else {
                guard form.coefficients.isEmpty, form.constant.isZero else { return nil }
                continue
            }
            var rest = form.coefficients
            rest[pivot] = nil
            let value = Rational(-1) / coefficient * LinearForm(coefficients: rest, constant: form.constant)
            for (variable, known) in values { values[variable] = known.replacing(pivot, with: value) }
            values[pivot] = value
        }
        return values
    }

    /// The form with each variable of `values` replaced by its form there.
    func substituting(_ values: [Variable: LinearForm]) -> LinearForm {
        sortedTerms.reduce(LinearForm(constant: constant)) { sum, term in
            sum + term.coefficient * (values[term.variable] ?? LinearForm(term.variable))
        }
    }
}
