import ExactGeometry
import KeyboardStates

/// Where more content changes nothing: a label pinned on its leading edge and kept inside the
/// trailing one is as wide as its text up to the room it has, and from there on the same, its text
/// truncated. Its content size's range is ended at that room, so that its part of the layout is
/// one affine function of the text's width (`ContentPart`) rather than two pieces that multiply
/// with every other such label's (twenty labels, a million pieces).
///
/// Exact, for a content size `c` of one view side `s` in a part of the layout that no other
/// parameter moves, whose only rows naming `c` are that side's compression resistance `s ≥ c`
/// (priority `p`, optional) and hugging `s ≤ c`. Where every row can hold (`s = c`) up to `t` and
/// the rows above `p` alone keep `s ≤ t`, the layout `L` at `c = t` is the only resolved one for
/// every `c > t`: it meets every row but the compression resistance, so every resolved layout
/// meets the rows above `p` (hence `s ≤ t`) and costs at `p` at least `c − t`, which `L` costs,
/// with no other row at `p` to share it; so it has `s = t` and meets every other row, and those
/// equalities are the ones that fix `L`. Checks that compare a side with its content (a label of
/// as many lines as its text needs, squeezed below them) read `c` itself, and keep its whole range.
enum ContentClamp {
    /// `problem` with the range of each content size that no check reads (`read`) ended where more
    /// content leaves the layout as it is.
    static func clamped(_ problem: LayoutProblem, unlessRead read: (LayoutProblem) -> Set<Variable>) -> LayoutProblem {
        let ends = problem.contentParameters.indices.compactMap { index in end(of: problem.contentParameters[index], in: problem).map { (index, $0) } }
        guard !ends.isEmpty else { return problem }
        let kept = read(problem)
        var clamped = problem
        for (index, end) in ends where !kept.contains(problem.contentParameters[index].variable) {
            clamped.contentParameters[index].maximum = end
        }
        return clamped
    }

    /// The content size `t` past which the layout stays as it is at `t`, when the rows say so.
    private static func end(of parameter: ContentParameter, in problem: LayoutProblem) -> Rational? {
        let content = parameter.variable
        let naming = problem.rows.indices.filter { problem.rows[$0].form.coefficients[content] != nil }
        guard let resistance = naming.first(where: { if case .compressionResistance = problem.rows[$0].source { true } else { false } }),
              naming.allSatisfy({ $0 == resistance || isHugging(problem.rows[$0]) }) else { return nil }
        let side = problem.rows[resistance].form + LinearForm(content)
        guard side.coefficients.count == 1, let (sideVariable, one) = side.coefficients.first, one == .one, sideVariable.isFrame,
              side.constant.isZero else { return nil }
        let priority = problem.rows[resistance].priority
        guard !priority.isRequired else { return nil }
        let rows = problem.rows(Array(problem.rows.indices), connectedTo: [sideVariable]).map { problem.rows[$0] }
        guard rows.allSatisfy({ row in row.form.coefficients.keys.allSatisfy { $0.isFrame || $0 == content } }),
              rows.allSatisfy({ $0.priority != priority || $0.form.coefficients[content] != nil }) else { return nil }
        guard let room = zeroErrorEnd(of: rows, content: parameter), room < parameter.maximum,
              let bound = upperBound(of: sideVariable, under: rows.filter { $0.priority > priority && $0.form.coefficients[content] == nil }),
              bound <= room else { return nil }
        return room
    }

    private static func isHugging(_ row: LayoutRow) -> Bool {
        if case .hugging = row.source { true } else { false }
    }

    /// The greatest content size up to which a layout meets every row, starting from the least:
    /// `nil` when none does at the least, or the rows' equalities leave a frame free.
    private static func zeroErrorEnd(of rows: [LayoutRow], content: ContentParameter) -> Rational? {
        let forms = rows.map { (form: $0.form, relation: $0.relation) }
        guard let values = LinearForm.solving(LayoutProblem.equalities(meetingEvery: forms), for: \.isFrame) else { return nil }
        let frames = Set(rows.flatMap { $0.form.coefficients.keys.filter(\.isFrame) })
        guard frames.allSatisfy({ values[$0].map { !$0.hasFrameVariable } ?? false }) else { return nil }
        var end = content.maximum
        for row in rows where row.relation != .equal {
            // a·c + b ≤ 0 along the content size.
            let atMost = (row.relation == .greaterThanOrEqual ? -row.form : row.form).substituting(values)
            let a = atMost.coefficients[content.variable] ?? .zero, b = atMost.constant
            guard a * content.minimum + b <= .zero else { return nil }
            if .zero < a { end = min(end, -b / a) }
        }
        return end
    }

    /// The least upper bound the rows put on `variable` (each held exactly), by eliminating every
    /// other frame; `nil` when they put none or the elimination grows too large.
    private static func upperBound(of variable: Variable, under rows: [LayoutRow]) -> Rational? {
        let others = Set(rows.flatMap { $0.form.coefficients.keys }).subtracting([variable]).sorted()
        let dimensions = others + [variable]
        let index = Dictionary(uniqueKeysWithValues: dimensions.enumerated().map { ($1, $0) })
        var system: [LinearInequality] = []
        for row in rows {
            let atMost = row.relation == .greaterThanOrEqual ? -row.form : row.form
            for form in row.relation == .equal ? [atMost, -atMost] : [atMost] {
                var coefficients = Array(repeating: Rational.zero, count: dimensions.count)
                for (term, coefficient) in form.coefficients { if let position = index[term] { coefficients[position] = coefficient } }
                system.append(LinearInequality(AffineExpression(coefficients: coefficients, constant: form.constant), isStrict: false))
            }
        }
        guard let projected = FourierMotzkin.eliminatingFirst(others.count, from: system, sizeLimit: 400) else { return nil }
        return projected.compactMap { inequality -> Rational? in
            let a = inequality.expression.coefficients[others.count]
            return .zero < a ? -inequality.expression.constant / a : nil
        }.min()
    }
}
