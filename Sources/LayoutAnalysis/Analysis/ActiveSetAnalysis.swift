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
    /// `AnalysisOptions.solvesCriticalRegions`.
    private let solvesCriticalRegions: Bool
    /// The environment's changed parts' layouts, for `carry`.
    private let changedLayouts: ChangedPartLayouts
    /// Per layout check, in `LayoutChecks.all` order: its candidates.
    private lazy var candidates: [[Candidate]] = LayoutChecks.all.map { $0.candidates(in: problem, spec: spec, active: active) }
    /// Conditions the last `detections` found to hold in no resolved layout anywhere in its states
    /// (`UnchangedPart.heldNowhere`, for the next text size).
    private(set) var heldNowhere: Set<Condition> = []

    init(
        spec: LayoutSpec, group: EnvironmentPlan.Group, active: [Constraint], settler: ComponentSettler, limits: ResourceLimits,
        rows: LabeledRows? = nil, hints: StartHints = StartHints(), changedLayouts: ChangedPartLayouts = ChangedPartLayouts(),
        solvesCriticalRegions: Bool = true, certificates: RegionCertificates = RegionCertificates()
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
        self.asker = RegionAsker(encoding: encoding, alternative: alternative, limits: limits, hints: hints, certificates: certificates)
        self.moves = ItemMoves(problem, freedom: freedom)
        self.presolve = group.presolve
        self.changedLayouts = changedLayouts
        self.solvesCriticalRegions = solvesCriticalRegions
        self.confirmer = WitnessConfirmer(
            spec: spec, problem: problem, active: active, context: context, limits: limits, presolve: group.presolve, rows: rows,
            asker: asker, freedom: freedom, moves: moves, certificates: certificates)
    }

    /// The questions asked of every state.
    enum Check: CaseIterable {
        case conflict, resolvedLayout, ambiguity
    }

    /// Every finding of each state, given by its region in the reading direction and its keyboard
    /// (all states with this set of active constraints), in order.
    ///
    /// Each question is asked of the union of all the states' regions first, then of each state
    /// that has an answer, then of its pieces (`RegionLocator`): most states are clean, and a clean
    /// group costs one solver call for all the questions about its resolved layout. Every answer is
    /// exact; only the order of asking is shared. `known`: per state (or empty), findings of the
    /// layout checks it is known to have, which are not searched for again. `unchanged`: the part
    /// another text size left as it was, whose findings are taken, not searched for, wherever a
    /// layout exists at every position.
    func detections(
        in stateRegions: [Region], keyboards: [KeyboardType], checks: [Check] = Check.allCases, known: [Set<FindingKey>] = [], unchanged: UnchangedPart? = nil
    ) throws -> [[Detection]] {
        // The pieces over the content sizes too, as the sites below make them.
        let pieces = stateRegions.flatMap { $0.pieces.map { $0.withContent(problem.contentParameters) } }
        let searched = checks.contains(.resolvedLayout) ? LayoutCheckSearch.searched(candidates, moves: moves) : []
        let structural = checks.contains(.ambiguity) && moves.anyItemMoves
        let regions = zip(stateRegions.indices, stateRegions).map { index, region in
            StateRegion(pieces: region.pieces.enumerated().map { PieceSite($1, index: $0, to: encoding) }, keyboard: keyboards[index], context: context)
        }
        // A window range's pieces have four or five parameters more, where the regions' eliminations
        // cost more than the solver's questions (× 5.4 on the shipped specs' window ranges).
        if solvesCriticalRegions, !pieces.contains(where: { $0.rootGeometry != nil }) {
            try asker.completeLayout(over: context.or(regions.map(\.formula)), pieces: pieces)
        }
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
        let locator = RegionLocator(asker: asker, regions: regions, context: context)
        var findings = Array(repeating: [Detection](), count: stateRegions.count)

        if checks.contains(.conflict), !conflictFree {
            try ConflictSearch(locator: locator, confirmer: confirmer, problem: problem, active: active).search(into: &findings)
        }
        let carried = checks.contains(.conflict) && !findings.joined().contains { $0.kind == .conflict || $0.isUnknown } ? unchanged : nil
        if structural {
            try StructuralAmbiguitySearch(locator: locator, confirmer: confirmer, problem: problem, freedom: freedom, moves: moves, candidates: candidates)
                .search(into: &findings)
        }
        // The states with a layout at every position: all, or those the conflict search cleared.
        let everywhere = Set(stateRegions.indices.filter { state in
            lacksNowhere || (checks.contains(.conflict) && !findings[state].contains { $0.kind == .conflict || $0.isUnknown })
        })
        heldNowhere = []
        let taken = try carried.map { try takenCandidates($0, of: searched, locator: locator) } ?? []
        let layoutChecks = LayoutCheckSearch(
            carried.map { part in
                searched.indices.map { check in
                    searched[check].filter { entry in
                        !part.covers(entry.candidate.items) && !taken.contains { $0.check == check && $0.candidate.items == entry.candidate.items }
                    }
                }
            } ?? searched,
            encoding: encoding, locator: locator, confirmer: confirmer, spec: spec,
            presolve: presolve, everywhere: everywhere, known: known)
        // With one affine layout, the two resolved layouts the ambiguity questions compare are one.
        let ambiguity = checks.contains(.ambiguity) && asker.affineLayout?.isComplete != true
            ? AmbiguitySearch(
                encoding: encoding, alternative: alternative, problem: problem, moves: moves, candidates: candidates, locator: locator, confirmer: confirmer,
                asking: { carried?.covers([self.problem.items[$0]]) != true })
            : nil
        // The questions the affine layout answered no need not be asked again.
        let anything = layoutChecks.questions.flatMap { $0.searched.map(\.question) }.filter { !decidedNo || !asker.decides($0) }
            + (ambiguity?.differs.map(\.question) ?? [])
        let anyState = try answered != nil
            || (!anything.isEmpty && locator.checkAnyState(.any(of: anything, in: context)) != .unsatisfiable)
        if anyState {
            try layoutChecks.search(into: &findings)
            try ambiguity?.search(into: &findings)
        }
        if let carried { try carry(carried, taking: taken, to: regions, into: &findings) }
        return findings
    }

    /// The changed part's candidates whose findings are the same as at the size before: each
    /// alternative of its condition that names a changed variable held in no resolved layout
    /// anywhere in the group's states at that size (`UnchangedPart.heldNowhere`) and holds in none
    /// here, so the condition holds exactly where its other alternatives do, which name only
    /// variables the text size leaves as they were. One question per candidate with findings at
    /// the size before, on all the states at once; what holds nowhere is kept for the next size.
    private func takenCandidates(
        _ part: UnchangedPart, of searched: [[(candidate: Candidate, must: Condition)]], locator: RegionLocator
    ) throws -> [(check: Int, candidate: Candidate)] {
        let kinds = searched.indices.flatMap { check in searched[check].map { (LayoutChecks.all[check].kind, $0.candidate.items) } }
        var taken: [(check: Int, candidate: Candidate)] = []
        for (check, entries) in searched.enumerated() {
            let kind = LayoutChecks.all[check].kind
            // A view inside another is reported with the other's finding where it has one, and the
            // views inside a stack with the stack's.
            for (candidate, must) in entries where !part.covers(candidate.items) && must == candidate.condition
                && candidate.items.allSatisfy({ item in spec.containers(of: item).isEmpty && !spec.stacks.contains { $0.name == item } }) {
                let changed = part.changedAlternatives(of: candidate.condition)
                let named = Set(changed.alternatives.joined().flatMap { $0.form.coefficients.keys.compactMap(\.item) })
                guard kinds.filter({ $0 == (kind, candidate.items) }).count == 1, named.allSatisfy({ moves[$0].isEmpty }) else { continue }
                // Without findings at the size before, the search costs what the question would.
                let before = Array(part.detections(of: kind, about: candidate.items).joined())
                let sameCondition = before.allSatisfy { detection in
                    if case .candidate(let earlier, _) = detection.statement { return earlier.condition == candidate.condition }
                    return false
                }
                guard !before.isEmpty, sameCondition else { continue }
                if !changed.alternatives.isEmpty {
                    // The items it names do not move: every resolved layout has the pinned one's frames.
                    let somewhere = RegionQuestion.shows(changed, in: encoding)
                    guard try locator.checkAnyState(somewhere) == .unsatisfiable else { continue }
                    heldNowhere.insert(changed)
                    guard part.heldNowhere.contains(changed) else { continue }
                }
                taken.append((check, candidate))
            }
        }
        return taken
    }

    /// The unchanged part's findings at the other text size, and those of the `taken` candidates
    /// (in their words here), their witness layouts' changed part solved here, once per value of
    /// what moves it. Structural ambiguity is left out: its search has made its findings already.
    private func carry(
        _ part: UnchangedPart, taking taken: [(check: Int, candidate: Candidate)], to regions: [StateRegion], into findings: inout [[Detection]]
    ) throws {
        var carried = part.detections
        for (check, candidate) in taken {
            for (state, found) in part.detections(of: LayoutChecks.all[check].kind, about: candidate.items).enumerated() {
                carried[state] += found.map { detection in
                    var detection = detection
                    if case .candidate(_, let layout) = detection.statement { detection.statement = .candidate(candidate, layout: layout) }
                    return detection
                }
            }
        }
        let pinned = freedom.parameters + part.unchangedFrames
        for (state, carried) in carried.enumerated() {
            for detection in carried {
                switch detection.statement {
                case .ambiguity(let item, _, _, _, _, _) where !moves[item].isEmpty:
                    continue
                case .candidate(_, let before), .ambiguity(_, let before, _, _, _, _):
                    guard let position = detection.position else { break }
                    let keyboard = regions[state].pieces[position.piece].parameters(at: position.point)
                    switch try changedLayouts.layout(of: part, before: before, pinning: pinned, at: keyboard, confirmer: confirmer) {
                    case .unknown(let reason): findings[state].append(confirmer.gaveUp(on: "the \(detection.kind) witness", reason))
                    case .decided(nil): findings[state].append(confirmer.unconfirmed(detection.kind.rawValue, "no layout exists at the witness position"))
                    case .decided(let layout?): findings[state].append(part.relaid(detection, in: layout))
                    }
                    continue
                case .text, .folded:
                    break
                }
                findings[state].append(detection)
            }
        }
    }
}
