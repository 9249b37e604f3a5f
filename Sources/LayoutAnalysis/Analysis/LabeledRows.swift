import LayoutSpec
import Z3

/// A solver holding the rows of layout problems, each when its Boolean label (`holds.<source>`)
/// is assumed, and the optional rows' error bounds always. Assuming a problem's required rows'
/// labels asks about every layout it allows; assuming some of its rows' labels, which of them can
/// hold at once.
///
/// The sets of active constraints of one environment share most of their rows, so their concrete
/// questions share one such solver: each set asserts only the rows it adds, and the solver is
/// built and warmed up once per environment rather than once per set. Questions are asked in
/// scopes of their own (`Solver.withScope`); rows are added between them.
final class LabeledRows {
    let solver: Solver
    private let context: Context
    private var labels: [LayoutRow: BoolExpr] = [:]
    /// The row each source names: a label and an error variable are named after their row's source.
    private var rowOfSource: [String: LayoutRow] = [:]
    /// `ConcreteSolver.forcingConstraints`'s answers so far: never `unknown`.
    var forcingAnswers: [ForcingQuestion: MinimalSubset] = [:]

    init(context: Context, limits: ResourceLimits) throws {
        self.context = context
        self.solver = try Solver(context, limits: limits)
    }

    /// The label of each of `problem`'s rows, in order, its new rows asserted through `encoding`
    /// (named like every other encoding asked here). `nil`, and nothing asserted, when a row has
    /// the source of a different row (the two would share a label and an error variable).
    func labels(of problem: LayoutProblem, encoding: ProblemEncoding) throws -> [BoolExpr]? {
        var sources = rowOfSource
        for row in problem.rows {
            if let known = sources[row.source.id], known != row { return nil }
            sources[row.source.id] = row
        }
        var found: [BoolExpr] = []
        for (index, row) in problem.rows.enumerated() {
            if let label = labels[row] {
                found.append(label)
                continue
            }
            let label = context.bool("holds.\(row.source.id)")
            try solver.assert(label.implies(encoding.holds(index)))
            try solver.assert(encoding.errorBounds(of: index))
            labels[row] = label
            found.append(label)
        }
        rowOfSource = sources
        return found
    }
}
