import ExactGeometry
import KeyboardStates
import LayoutSpec
import Z3

/// Confirms a witness on the constraints as written (`ConcreteSolver`) before it is reported, and
/// says what the solver could not: every detection of a set of active constraints is made here.
final class WitnessConfirmer {
    /// The questions with the keyboard at one exact position; made on first use.
    private(set) lazy var concrete = ConcreteSolver(
        problem: problem, context: context, limits: limits, presolve: presolve, rows: rows, certificates: certificates)
    private let spec: LayoutSpec
    private let problem: LayoutProblem
    private let context: Context
    private let limits: ResourceLimits
    /// The required equalities' elimination, before anything is settled or pinned.
    private let presolve: Presolve
    /// The environment's rows, shared by its groups' concrete questions (`nil`: the group's own).
    private let rows: LabeledRows?
    private let asker: RegionAsker
    /// Shared by every analysis of the run (`AnalysisOptions.regionCertificates`).
    private let certificates: RegionCertificates
    private let freedom: Freedom
    private let moves: ItemMoves
    /// The spec's tracked constraints inactive with this set: what could pin a free item.
    private let inactive: [Constraint]
    /// How far an ambiguity witness's second frame is moved from the first, in points.
    static let witnessStep: Rational = 100
    /// Where each constraint is written, for the findings that name it.
    private lazy var constraintLocations = Dictionary(spec.allConstraints.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })

    init(
        spec: LayoutSpec, problem: LayoutProblem, active: [Constraint], context: Context, limits: ResourceLimits, presolve: Presolve,
        rows: LabeledRows?, asker: RegionAsker, freedom: Freedom, moves: ItemMoves, certificates: RegionCertificates
    ) {
        self.spec = spec
        self.problem = problem
        self.context = context
        self.limits = limits
        self.presolve = presolve
        self.rows = rows
        self.asker = asker
        self.certificates = certificates
        self.freedom = freedom
        self.moves = moves
        let activeIDs = Set(active.map(\.id))
        self.inactive = spec.tracked.flatMap(\.constraints).filter { !activeIDs.contains($0.id) }
    }

    /// Re-solves the layout with the keyboard at `point` and reports the finding only if every
    /// resolved layout there has the property (Auto Layout may pick any of them). One that only
    /// some have belongs to the item's ambiguity, which says so; the state's method records that
    /// the rest of its region was not searched for a position where all have it.
    func confirmed(kind: FindingKind, candidate: Candidate, at point: [Rational], site: PieceSite, question: RegionQuestion) throws -> Detection {
        let keyboard = site.parameters(at: point)
        let folded = Detection.folded(kind: kind, items: candidate.items)
        let claim = try asker.resolvedLayout(at: point, site, answering: question, frames: problem.frameVariables)
        let canonical: CanonicalLayout
        switch try provenLayout(of: concrete, claim: claim, pinning: freedom.parameters, at: keyboard, unlessSomeHas: candidate.condition.negation) {
        case .unknown(let reason): return gaveUp(on: "the \(kind) witness", reason)
        case .decided(.none): return unconfirmed(kind.rawValue, "no layout exists at the witness position")
        case .decided(.someHas): return folded
        case .decided(.layout(let found, _)): canonical = found
        }
        let layout = canonical.layout
        guard candidate.condition.holds({ layout[$0] }) else { return folded }
        // Every resolved layout is this one moved along the freedom: decided in rationals.
        if canonical.isUnique, !moves.mustCondition(of: candidate).holds({ layout[$0] }) { return folded }
        let forcing = try concrete.forcingConstraints(of: candidate.condition, in: layout, at: keyboard).map(\.id)
        let ids = candidate.constraints + forcing.filter { !candidate.constraints.contains($0) }
        return Detection(
            kind: kind, items: candidate.items, constraints: ids,
            statement: .candidate(candidate, layout: layout),
            location: location(ofConstraints: ids, items: candidate.items), position: site.position(at: point))
    }

    /// The optimal costs with the keyboard at `point`, and the canonical resolved layout there with
    /// the freedom's parameters at zero, confirmed on the constraints as written (the optimality
    /// conditions' layout, showing the finding when given, is only a claim to check).
    func canonicalLayout(at point: [Rational], _ site: PieceSite, answering question: RegionQuestion?) throws -> Outcome<(CanonicalLayout, [Rational])?> {
        let claim = try asker.resolvedLayout(at: point, site, answering: question, frames: problem.frameVariables)
        switch try provenLayout(of: concrete, claim: claim, pinning: freedom.parameters, at: site.parameters(at: point)) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(.layout(let layout, let costs)): return .decided((layout, costs))
        case .decided(.none), .decided(.someHas): return .decided(nil)
        }
    }

    /// Questions at one position about `part`, a problem with some of this one's rows.
    func concreteSolver(of part: LayoutProblem) -> ConcreteSolver {
        ConcreteSolver(problem: part, context: context, limits: limits)
    }

    /// The canonical resolved layout of `part` (`concreteSolver(of:)`) at `keyboard`, with
    /// `pinned` at zero: `claim` where it is the only one, else as the optimality conditions and
    /// the optimizer find it. Where `part` holds an independent part's rows and `pinned` the
    /// freedom's parameters and the other frames, its frames there are the whole problem's
    /// canonical layout's: each level's optimum and the least magnitudes are sums over the parts.
    func canonicalLayout(
        of part: ConcreteSolver, claim: Assignment?, pinning pinned: [Variable], at keyboard: [Variable: Rational]
    ) throws -> Outcome<Assignment?> {
        if let claim, case .decided(true) = try part.isOnlyResolvedLayout(claim, pinned: pinned, at: keyboard) { return .decided(claim) }
        let claim = try part.resolvedLayout(at: keyboard, pinned: pinned)
        switch try provenLayout(of: part, claim: claim, pinning: pinned, at: keyboard) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(.layout(let found, _)): return .decided(found.layout)
        case .decided(.none), .decided(.someHas): return .decided(nil)
        }
    }

    /// A witness position's canonical layout, with the optimal costs there; or, asked for a
    /// condition, that some resolved layout has it (a finding folded, told without the optimizer).
    private enum ProvenLayout {
        case none
        case someHas
        case layout(CanonicalLayout, costs: [Rational])
    }

    /// `claim` where it is the only resolved layout at `keyboard` (one solver call), else the
    /// optimizer's canonical one — unless some resolved layout has `avoided`.
    private func provenLayout(
        of solver: ConcreteSolver, claim: Assignment?, pinning pinned: [Variable], at keyboard: [Variable: Rational],
        unlessSomeHas avoided: Condition? = nil
    ) throws -> Outcome<ProvenLayout> {
        if let claim, case .decided(true) = try solver.isOnlyResolvedLayout(claim, pinned: pinned, at: keyboard) {
            if let avoided, avoided.holds({ claim[$0] }) { return .decided(.someHas) }
            return .decided(.layout(CanonicalLayout(layout: claim, isUnique: true), costs: solver.costs(of: claim)))
        }
        let costs: [Rational]
        switch try solver.optimalCosts(at: keyboard, claim: claim) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(nil): return .decided(.none)
        case .decided(let optimal?): costs = optimal
        }
        if let avoided {
            switch try solver.someResolvedLayout(satisfies: avoided, optimalCosts: costs, at: keyboard) {
            case .unknown(let reason): return .unknown(reason)
            case .decided(true): return .decided(.someHas)
            case .decided(false): break
            }
        }
        switch try solver.canonicalLayout(optimalCosts: costs, pinned: pinned, at: keyboard, claim: claim) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(nil): return .decided(.none)
        case .decided(let canonical?): return .decided(.layout(canonical, costs: costs))
        }
    }

    /// The ambiguity finding: two resolved layouts, the item's frame moves, the inactive tracked
    /// constraints that mention the item (what could pin it) and the kinds of problem some resolved
    /// layout has.
    func ambiguity(
        item: Int, first: Assignment, second: Assignment, free: Set<FreeMeasure>, reaching: [FindingKind], at position: Detection.Position
    ) -> Detection {
        let name = problem.items[item]
        let pinning = inactive.filter { $0.anchors.contains { $0.item == name } }.map(\.id)
        return Detection(
            kind: .ambiguous, items: [name], constraints: pinning,
            statement: .ambiguity(item: item, first: first, second: second, free: free, inactive: pinning, reaching: reaching),
            location: location(ofConstraints: pinning, items: [name]), position: position)
    }

    /// Where a finding is written: its first located constraint, else its first item's declaration.
    func location(ofConstraints ids: [String], items: [String]) -> SourceLocation? {
        if let located = ids.compactMap({ constraintLocations[$0] }).first { return located }
        return items.lazy.compactMap { name in self.spec.views.first { $0.name == name }?.location }.first
            ?? spec.guides[items.first ?? ""]
    }

    /// Only a resource limit makes the solver give up on these questions (linear real arithmetic
    /// is decidable): the finding names the limit that was hit.
    func gaveUp(on question: String, _ reason: String) -> Detection {
        .unknown("the solver gave up on \(question): \(reason) (limit per solver call: \(limits.summary))")
    }

    /// `gaveUp(on:)` for each state in `reasons`.
    func gaveUp(on question: String, in reasons: [Int: String], into findings: inout [[Detection]]) {
        for (state, reason) in reasons { findings[state].append(gaveUp(on: question, reason)) }
    }

    /// The witness position of `witness` could not be chosen (`RegionLocator.witnessPosition`).
    func positionUnknown(of witness: String) -> Detection {
        gaveUp(on: "the \(witness) witness position", "a question came back unknown")
    }

    /// A witness the concrete solve did not reproduce is never reported as a finding, and never
    /// dropped silently either: the state's verdict becomes unknown.
    func unconfirmed(_ kind: String, _ reason: String) -> Detection {
        .unknown("a \(kind) witness could not be confirmed (\(reason)); please report this spec")
    }
}

extension ResourceLimits {
    /// The limits as a reader can set them, as the unknown findings name them.
    var summary: String {
        let parts = [rlimit.map { "rlimit \($0)" }, timeoutMilliseconds.map { "timeout \($0) ms" }].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
