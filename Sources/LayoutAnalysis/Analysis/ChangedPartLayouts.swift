import ExactGeometry
import Z3

/// The canonical layouts of the parts a text size changed (`UnchangedPart.changedProblem`) in one
/// environment, each solved once: its sets of active constraints mostly share a changed part's
/// rows, and their witnesses the positions of the keyboard and content variables those rows name.
///
/// A part's canonical layout depends on its rows, the frames pinned among the variables they name,
/// and those variables' values alone, so the answer is the same whichever group asks. Lives in one
/// Z3 context, like the environment's other solvers; never crosses threads.
final class ChangedPartLayouts {
    private struct Key: Hashable {
        var rows: [LayoutRow]
        var pinned: Set<Variable>
        var parameters: [Variable: Rational]
    }

    private var solvers: [[LayoutRow]: ConcreteSolver] = [:]
    private var layouts: [Key: Assignment] = [:]

    /// The canonical layout of `part`'s changed problem at `keyboard` with `pinned` at zero, solved
    /// by `confirmer` (`nil`: none exists there), `before` (the layout there at the other size)
    /// shifted to this size as the first claim.
    func layout(
        of part: UnchangedPart, before: Assignment, pinning pinned: [Variable], at keyboard: [Variable: Rational], confirmer: WitnessConfirmer
    ) throws -> Outcome<Assignment?> {
        let rows = part.changedProblem.rows
        let named = Set(rows.flatMap(\.form.coefficients.keys))
        let key = Key(rows: rows, pinned: Set(pinned.filter(named.contains)), parameters: keyboard.filter { named.contains($0.key) })
        if let layout = layouts[key] { return .decided(layout) }
        let solver = solvers[rows] ?? confirmer.concreteSolver(of: part.changedProblem)
        solvers[rows] = solver
        let outcome = try confirmer.canonicalLayout(of: solver, claim: part.shifted(before), pinning: pinned, at: keyboard)
        if case .decided(let layout?) = outcome { layouts[key] = layout }
        return outcome
    }
}
