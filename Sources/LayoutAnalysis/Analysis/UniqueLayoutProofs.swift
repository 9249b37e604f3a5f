import ExactGeometry
import LayoutSpec

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
///   meets them too (see `CriticalRegions`). Those multipliers read the rows' coefficients on the
///   frames and the priorities, never the constants: a claim proven in one environment proves the
///   same signs in every problem of the same shape (`RegionCertificates`).
struct UniqueLayoutProofs {
    private let problem: LayoutProblem
    /// The rows with a frame in them: the others cost the same in every layout.
    private let rows: [Int]
    /// Per set of pinned variables, `LayoutProblem.meetingEveryRowLeavesNoFrameFree`.
    private var meetingEveryRowLeavesNoFrameFree: [[Variable]: Bool] = [:]
    /// Where the rows' signs at claims proven the only resolved layout are kept, by shape.
    private let certificates: RegionCertificates
    /// Per set of pinned variables, this problem's shape.
    private var shapes: [[Variable]: UniqueLayoutShape] = [:]

    init(_ problem: LayoutProblem, certificates: RegionCertificates = RegionCertificates()) {
        self.problem = problem
        self.rows = problem.rows.indices.filter { problem.rows[$0].form.hasFrameVariable }
        self.certificates = certificates
    }

    /// Whether `claim`, a feasible layout with `pinned` at zero, is proven the only resolved one.
    mutating func proves(_ claim: Assignment, pinned: [Variable]) -> Bool {
        if problem.meetsEveryRow(claim) {
            let determined = meetingEveryRowLeavesNoFrameFree[pinned] ?? problem.meetingEveryRowLeavesNoFrameFree(pinned: pinned)
            meetingEveryRowLeavesNoFrameFree[pinned] = determined
            if determined { return true }
        }
        return certificates.provesUniqueLayout(signs(of: claim), of: shape(pinning: pinned))
    }

    /// `claim` was proven the only resolved layout with `pinned` at zero by a solver call.
    mutating func record(_ claim: Assignment, pinned: [Variable]) {
        let signs = signs(of: claim), shape = shape(pinning: pinned)
        guard !certificates.provesUniqueLayout(signs, of: shape) else { return }
        let met = zip(rows, signs).filter { $0.1 == 0 }.map { problem.rows[$0.0].form }
        guard let values = LinearForm.solving(met + pinned.map { LinearForm($0) }, for: \.isFrame),
              problem.frameVariables.allSatisfy({ values[$0].map { !$0.hasFrameVariable } ?? false }) else { return }
        certificates.recordUniqueLayout(signs, of: shape)
    }

    private mutating func shape(pinning pinned: [Variable]) -> UniqueLayoutShape {
        if let known = shapes[pinned] { return known }
        let shape = UniqueLayoutShape(problem, rows: rows, pinned: pinned)
        shapes[pinned] = shape
        return shape
    }

    private func signs(of claim: Assignment) -> [Int] {
        rows.map { index in
            let value = problem.rows[index].form.value { claim[$0] }
            return value.isZero ? 0 : value.isNegative ? -1 : 1
        }
    }
}

/// What the multipliers proving a claim the only resolved layout read of a problem: its frames,
/// the pins, and each row's coefficients on the frames, relation and priority — not its constant,
/// nor what the keyboard and content sizes add to it.
struct UniqueLayoutShape: Hashable, Sendable {
    private let frames: [Variable]
    private let pinned: [Variable]
    private let rows: [[Term]]
    private let relations: [Relation]
    private let priorities: [Priority]

    private struct Term: Hashable, Sendable {
        var variable: Variable
        var coefficient: Rational
    }

    init(_ problem: LayoutProblem, rows: [Int], pinned: [Variable]) {
        frames = problem.frameVariables
        self.pinned = pinned
        self.rows = rows.map { index in
            problem.rows[index].form.sortedTerms.filter { !$0.variable.isParameter }.map { Term(variable: $0.variable, coefficient: $0.coefficient) }
        }
        relations = rows.map { problem.rows[$0].relation }
        priorities = rows.map { problem.rows[$0].priority }
    }
}
