import ExactGeometry

/// Proofs, without a solver call, that a claimed layout is the only resolved one at its position,
/// for the concrete confirmations of one layout problem (`ConcreteSolver.isOnlyResolvedLayout`).
///
/// - A layout that meets every row with a frame in it costs nothing at any level, so it is
///   resolved; where those rows' equalities and the pins leave no frame free, it is the only one.
/// - A layout that meets exactly the rows an earlier proven claim met — the same sign of every
///   row, so the same rows of the linear program (errors included) hold with equality — is the
///   only resolved one too, when those rows' equalities and the pins leave no frame free. The
///   earlier claim's multipliers do not depend on the position (the keyboard and content sizes
///   enter the rows' constants only), and some are positive on every row it meets with equality
///   (each level has a strictly complementary optimal dual, Goldman–Tucker): they prove any
///   feasible layout meeting those rows with equality resolved, and every resolved layout there
///   meets them too (see `CriticalRegions`).
struct UniqueLayoutProofs {
    private let problem: LayoutProblem
    /// The rows with a frame in them: the others cost the same in every layout.
    private let rows: [Int]
    /// Per set of pinned variables, `LayoutProblem.meetingEveryRowLeavesNoFrameFree`.
    private var meetingEveryRowLeavesNoFrameFree: [[Variable]: Bool] = [:]
    /// Per set of pinned variables, the rows' signs at claims proven the only resolved layout.
    private var proven: [[Variable]: Set<[Int]>] = [:]

    init(_ problem: LayoutProblem) {
        self.problem = problem
        self.rows = problem.rows.indices.filter { problem.rows[$0].form.hasFrameVariable }
    }

    /// Whether `claim`, a feasible layout with `pinned` at zero, is proven the only resolved one.
    mutating func proves(_ claim: Assignment, pinned: [Variable]) -> Bool {
        if problem.meetsEveryRow(claim) {
            let determined = meetingEveryRowLeavesNoFrameFree[pinned] ?? problem.meetingEveryRowLeavesNoFrameFree(pinned: pinned)
            meetingEveryRowLeavesNoFrameFree[pinned] = determined
            if determined { return true }
        }
        return proven[pinned]?.contains(signs(of: claim)) == true
    }

    /// `claim` was proven the only resolved layout with `pinned` at zero by a solver call.
    mutating func record(_ claim: Assignment, pinned: [Variable]) {
        let signs = signs(of: claim)
        guard proven[pinned]?.contains(signs) != true else { return }
        let met = zip(rows, signs).filter { $0.1 == 0 }.map { problem.rows[$0.0].form }
        guard let values = LinearForm.solving(met + pinned.map { LinearForm($0) }, for: \.isFrame),
              problem.frameVariables.allSatisfy({ values[$0].map { !$0.hasFrameVariable } ?? false }) else { return }
        proven[pinned, default: []].insert(signs)
    }

    private func signs(of claim: Assignment) -> [Int] {
        rows.map { index in
            let value = problem.rows[index].form.value { claim[$0] }
            return value.isZero ? 0 : value.isNegative ? -1 : 1
        }
    }
}
