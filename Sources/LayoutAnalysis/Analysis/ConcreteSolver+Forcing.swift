import ExactGeometry
import LayoutSpec
import Z3

extension ConcreteSolver {
    /// The constraints that hold in `layout` and together force `condition`: a minimal set whose
    /// rows, holding, leave no layout without it. Empty when they do not force it on their own.
    func forcingConstraints(of condition: Condition, in layout: Assignment, at keyboard: [Variable: Rational]) throws -> [RowSource] {
        let scope = try rows.get()
        let holding = problem.rows.indices.filter { problem.rows[$0].violation { layout[$0] }.isZero }
        // The rows apart from the condition's frames hold in `layout` on their own, so every
        // one of them would be dropped one by one: leaving them out gives the same set sooner.
        let members = problem.rows(holding, connectedTo: condition.variables)
        let whole = ForcingQuestion(denying: condition, assuming: members.map { problem.rows[$0] }, at: keyboard)
        var forced: [[Int]] = []
        for part in whole.parts() ?? [(whole, Array(members.indices))] {
            // Every row holds in `layout`: where it shows none of the part's alternatives, it is
            // a layout of the part without them.
            if !part.question.condition.holds({ $0.isParameter ? keyboard[$0] ?? .zero : layout[$0] }) { continue }
            switch try answer(part.question, rows: part.rows.map { members[$0] }, in: scope, at: keyboard) {
            case .minimal(let rows): forced.append(rows.map { part.rows[$0] })
            case .satisfiable: continue
            case .unknown: return []
            }
        }
        if forced.count > 1 {
            guard case .minimal(let rows) = try answer(whole, rows: members, in: scope, at: keyboard) else { return [] }
            forced = [rows]
        }
        return forced.first.map { $0.map { problem.rows[members[$0]].source } } ?? []
    }

    /// `question`'s answer about the problem's `rows`, from the environment's answers when it was asked before.
    private func answer(_ question: ForcingQuestion, rows: [Int], in scope: RowScope, at keyboard: [Variable: Rational]) throws -> MinimalSubset {
        if let known = scope.held.forcingAnswers[question] { return known }
        let solver = scope.solver
        let answer = try solver.withScope {
            try solver.assert(fixing(keyboard, in: scope.encoding))
            try solver.assert(!scope.encoding.satisfies(question.condition))
            return try solver.minimalUnsatisfiableSubset(of: rows.map { scope.labels[$0] })
        }
        if case .unknown = answer { return answer }
        scope.held.forcingAnswers[question] = answer
        return answer
    }
}
