import ExactGeometry
import KeyboardStates
import LayoutSpec
import Z3

/// Everything the searches share among the states and pieces with one set of active constraints in
/// one environment — the encoding, the freedom, the region questions (`RegionAsker`: exact where
/// the layout is affine, the group's solvers otherwise) and the confirmations (`WitnessConfirmer`)
/// — and the order the searches ask in.
final class ActiveSetAnalysis {
    let spec: LayoutSpec
    let active: [Constraint]
    let problem: LayoutProblem
    let context: Context
    /// The problem with the freedom's parameters pinned at zero (see `init`).
    let encoding: ProblemEncoding
    let alternative: ProblemEncoding
    /// The moves every resolved layout allows, wherever the keyboard is (a missing constraint's).
    let freedom: Freedom
    /// Asks the region questions, with or without the solver.
    let asker: RegionAsker
    /// The freedom item by item.
    private let moves: ItemMoves
    /// The required equalities' elimination, before anything is settled or pinned.
    private let presolve: Presolve
    private let confirmer: WitnessConfirmer
    /// Per layout check, in `LayoutChecks.all` order: its candidates.
    private lazy var candidates: [[Candidate]] = LayoutChecks.all.map { $0.candidates(in: problem, spec: spec, active: active) }

    init(
        spec: LayoutSpec, group: EnvironmentPlan.Group, active: [Constraint], settler: ComponentSettler, limits: ResourceLimits,
        rows: LabeledRows? = nil, hints: StartHints = StartHints()
    ) throws {
        let problem = group.problem
        let context = settler.context
        self.spec = spec
        self.active = active
        let settled = try group.contentParts.reduce(settler.settle(group.steadyParts, after: group.presolve)) {
            $0.settling($1.values, rows: $1.requiredRows)
        }
        let freedom = Freedom(problem, after: settled)
        // Every resolved layout is the one with the freedom's parameters at zero, moved along the
        // freedom: the region's questions are asked of that layout, and of the freedom through
        // the items' moves (`Condition.holdingAlong`), so no question explores the freedom again.
        let pinned = settled.settling(Dictionary(uniqueKeysWithValues: freedom.parameters.map { ($0, Rational.zero) }), rows: [])
        let encoding = ProblemEncoding(problem, in: context, presolve: pinned)
        self.problem = problem
        self.context = context
        self.freedom = freedom
        self.encoding = encoding
        self.alternative = encoding.copy(named: "alt.")
        self.asker = RegionAsker(encoding: encoding, alternative: alternative, limits: limits, hints: hints)
        self.moves = ItemMoves(problem, freedom: freedom)
        self.presolve = group.presolve
        self.confirmer = WitnessConfirmer(
            spec: spec, problem: problem, active: active, context: context, limits: limits, presolve: group.presolve, rows: rows,
            asker: asker, freedom: freedom, moves: moves)
    }

    /// The questions asked of every state.
    enum Check: CaseIterable {
        case conflict, resolvedLayout, ambiguity
    }

    /// Every finding of each state, given by its region in the reading direction (all states with
    /// this set of active constraints), in order.
    ///
    /// Each question is asked of the union of all the states' regions first, then of each state
    /// that has an answer, then of its pieces (`RegionLocator`): most states are clean, and a clean
    /// group costs one solver call for all the questions about its resolved layout. Every answer is
    /// exact; only the order of asking is shared. `known`: per state (or empty), findings of the
    /// layout checks it is known to have, which are not searched for again.
    func detections(in stateRegions: [Region], checks: [Check] = Check.allCases, known: [Set<FindingKey>] = []) throws -> [[Detection]] {
        // The pieces over the content sizes too, as the sites below make them.
        let pieces = stateRegions.flatMap { $0.pieces.map { $0.withContent(problem.contentParameters) } }
        let searched = checks.contains(.resolvedLayout) ? LayoutCheckSearch.searched(candidates, moves: moves) : []
        let structural = checks.contains(.ambiguity) && moves.anyItemMoves
        // What the affine layout tells without the solver, before any term is built: whether a
        // resolved layout answers a question somewhere (`nil`: only the solver can say), and
        // whether the questions it can tell were all answered no.
        var answered: Bool?
        var decidedNo = false
        let lacksNowhere = asker.affineLayout?.lacksLayout(somewhereIn: pieces) == false
        let conflictFree = checks.contains(.conflict) ? lacksNowhere : true
        if let affineLayout = asker.affineLayout, !structural, conflictFree {
            answered = affineLayout.holdsAny(searched.joined().map(\.must), somewhereIn: pieces)
            if answered == false {
                if affineLayout.isComplete { return stateRegions.map { _ in [] } }
                (answered, decidedNo) = (nil, true)
            }
        }
        let regions = stateRegions.map { region in
            StateRegion(pieces: region.pieces.enumerated().map { PieceSite($1, index: $0, to: encoding) }, context: context)
        }
        let locator = RegionLocator(asker: asker, regions: regions, context: context)
        var findings = Array(repeating: [Detection](), count: stateRegions.count)

        if checks.contains(.conflict), !conflictFree {
            try ConflictSearch(locator: locator, confirmer: confirmer, problem: problem, active: active).search(into: &findings)
        }
        if structural {
            try StructuralAmbiguitySearch(locator: locator, confirmer: confirmer, problem: problem, freedom: freedom, moves: moves, candidates: candidates)
                .search(into: &findings)
        }
        // The states with a layout at every position: all, or those the conflict search cleared.
        let everywhere = Set(stateRegions.indices.filter { state in
            lacksNowhere || (checks.contains(.conflict) && !findings[state].contains { $0.kind == .conflict || $0.isUnknown })
        })
        let layoutChecks = LayoutCheckSearch(
            searched, encoding: encoding, locator: locator, confirmer: confirmer, spec: spec,
            presolve: presolve, everywhere: everywhere, known: known)
        // With one affine layout, the two resolved layouts the ambiguity questions compare are one.
        let ambiguity = checks.contains(.ambiguity) && asker.affineLayout?.isComplete != true
            ? AmbiguitySearch(
                encoding: encoding, alternative: alternative, problem: problem, moves: moves, candidates: candidates, locator: locator, confirmer: confirmer)
            : nil
        // The questions the affine layout answered no need not be asked again.
        let anything = layoutChecks.questions.flatMap { $0.searched.map(\.question) }.filter { !decidedNo || !asker.decides($0) }
            + (ambiguity?.differs.map(\.question) ?? [])
        if answered == nil {
            guard !anything.isEmpty, try locator.checkAnyState(.any(of: anything, in: context)) != .unsatisfiable else { return findings }
        }
        try layoutChecks.search(into: &findings)
        try ambiguity?.search(into: &findings)
        return findings
    }
}
