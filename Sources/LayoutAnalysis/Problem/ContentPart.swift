import ExactGeometry
import LayoutSpec

/// A part of a layout problem that content sizes move but the keyboard does not, solved once for
/// every content size: where every row can hold with no error whatever the content, the resolved
/// layout is that one, an affine function of the content sizes — `w = text width`, the label
/// centred on it — and the part is settled to it, as a steady part is to constants.
///
/// Exact: a layout that meets every row, optional ones included, costs nothing at every priority
/// level, so it is optimal; the rows that must then hold as equalities (required and optional
/// equalities, and each pair of opposite inequalities such as hugging and compression resistance
/// on one size) determine every frame of the part, so it is the only resolved layout; and the
/// remaining inequalities hold over the whole box of content sizes (an affine form's greatest value
/// on a box is read off its coefficients). Any part where one of these fails is left to the solver.
public struct ContentPart: Sendable {
    /// Each frame variable of the part as an affine function of the content sizes.
    public let values: [Variable: LinearForm]
    /// The part's required rows, settled with it.
    public let requiredRows: [Int]

    /// The parts of `problem` after `presolve` that content sizes alone move, solved where they
    /// can be for every content size.
    public static func parts(of problem: LayoutProblem, after presolve: Presolve) -> [ContentPart] {
        let ranges = Dictionary(uniqueKeysWithValues: problem.contentParameters.map { ($0.variable, $0) })
        return presolve.components(of: problem).filter { $0.followsContent && !$0.followsKeyboard }.compactMap { component in
            let forms = component.rows.map { index -> (form: LinearForm, relation: Relation) in
                let row = problem.rows[index]
                return (presolve.substituted(row.form), row.relation)
            }
            guard let values = zeroErrorLayout(of: component.variables, rows: forms, ranges: ranges) else { return nil }
            return ContentPart(values: values, requiredRows: component.rows.filter { problem.rows[$0].priority.isRequired })
        }
    }

    private static func zeroErrorLayout(
        of variables: [Variable], rows: [(form: LinearForm, relation: Relation)], ranges: [Variable: ContentParameter]
    ) -> [Variable: LinearForm]? {
        let inequalities = rows.filter { $0.relation != .equal }.map { $0.relation == .greaterThanOrEqual ? -$0.form : $0.form }
        guard let values = LinearForm.solving(LayoutProblem.equalities(meetingEvery: rows), for: \.isFrame) else { return nil }
        guard variables.allSatisfy({ values[$0].map { !$0.hasFrameVariable } ?? false }) else { return nil }
        for inequality in inequalities {
            guard let greatest = greatest(of: inequality.substituting(values), over: ranges), !(Rational.zero < greatest) else { return nil }
        }
        return values
    }

    /// The form's greatest value with each content size anywhere in its range; `nil` when it
    /// mentions anything else.
    private static func greatest(of form: LinearForm, over ranges: [Variable: ContentParameter]) -> Rational? {
        var greatest = form.constant
        for (variable, coefficient) in form.coefficients {
            guard let range = ranges[variable] else { return nil }
            greatest += coefficient * (coefficient.isNegative ? range.minimum : range.maximum)
        }
        return greatest
    }
}
