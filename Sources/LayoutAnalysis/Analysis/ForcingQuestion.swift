import ExactGeometry
import KeyboardStates
import Z3

/// What `ConcreteSolver.forcingConstraints` asks of an environment's rows (`LabeledRows`): a
/// minimal set of these rows that, holding with the parameters they read at these values, leaves
/// no layout without the condition — or that they leave one.
///
/// The answer is a fact about the question alone: the solver's other rows are not assumed, the
/// rows are encoded as written, and the order of the rows alone decides which minimal set is
/// found. The states of an environment ask the same questions again and again — the same finding
/// on the same rows, at keyboard positions those rows do not read — so each is answered once.
struct ForcingQuestion: Hashable {
    let condition: Condition
    let rows: [LayoutRow]
    /// The values of the parameters the condition and the rows read; the others change nothing.
    let parameters: [Variable: Rational]

    init(denying condition: Condition, assuming rows: [LayoutRow], at values: [Variable: Rational]) {
        var read = Set(condition.variables.filter(\.isParameter))
        for row in rows { read.formUnion(row.form.coefficients.keys.filter(\.isParameter)) }
        self.condition = condition
        self.rows = rows
        self.parameters = Dictionary(uniqueKeysWithValues: read.map { ($0, values[$0] ?? .zero) })
    }

    /// The question split where its rows and the condition's alternatives share no frame
    /// variable, each part with the indices of its rows in `rows`, in order; `nil` when it does
    /// not split.
    ///
    /// Denying the condition denies every alternative, so the rows leave no layout without it
    /// exactly when one part's rows leave none without its own alternatives. When exactly one part
    /// does, the minimal set is that part's: dropping a row of another part never decides whether
    /// the rest still force the condition, so the search over the whole keeps the same rows.
    func parts() -> [(question: ForcingQuestion, rows: [Int])]? {
        let alternatives = condition.alternatives
        let touched = alternatives.map { Set($0.flatMap { $0.form.coefficients.keys.filter(\.isFrame) }) }
            + rows.map { Set($0.form.coefficients.keys.filter(\.isFrame)) }
        guard !touched.contains(where: \.isEmpty) else { return nil }
        var sets = DisjointSets(count: touched.count)
        var first: [Variable: Int] = [:]
        for (index, variables) in touched.enumerated() {
            for variable in variables {
                if let earlier = first[variable] { sets.join([earlier, index]) } else { first[variable] = index }
            }
        }
        let roots = touched.indices.map { sets.root($0) }
        // In the order of their first alternatives.
        var partRoots: [Int] = []
        for root in roots.prefix(alternatives.count) where !partRoots.contains(root) { partRoots.append(root) }
        guard partRoots.count > 1 else { return nil }
        return partRoots.map { root in
            let own = alternatives.indices.filter { roots[$0] == root }.map { alternatives[$0] }
            let rows = self.rows.indices.filter { roots[alternatives.count + $0] == root }
            let question = ForcingQuestion(denying: Condition(anyOf: own), assuming: rows.map { self.rows[$0] }, at: parameters)
            return (question, rows)
        }
    }
}
