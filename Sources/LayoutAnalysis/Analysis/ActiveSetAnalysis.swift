import ExactGeometry
import KeyboardStates
import LayoutSpec
import Z3

/// Everything the checks share among the states and pieces with one set of active constraints in
/// one environment: the encoding, the feasibility projection, the base of the optimality solver.
final class ActiveSetAnalysis {
    let spec: LayoutSpec
    let active: [Constraint]
    let problem: LayoutProblem
    let context: Context
    let limits: ResourceLimits
    let encoding: ProblemEncoding
    let alternative: ProblemEncoding
    private lazy var concrete = ConcreteSolver(problem: problem, context: context, limits: limits)
    private let conflictSolver: Solver
    private let layoutSolver: Solver
    /// Where the required constraints have a solution, over the keyboard variables alone.
    private let feasibility: BoolExpr
    /// Where each constraint is written, for the findings that name it.
    private let constraintLocations: [String: SourceLocation]

    init(spec: LayoutSpec, group: EnvironmentPlan.Group, active: [Constraint], settler: ComponentSettler, limits: ResourceLimits) throws {
        let problem = group.problem
        let context = settler.context
        self.spec = spec
        self.active = active
        self.constraintLocations = Dictionary(spec.allConstraints.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
        let encoding = ProblemEncoding(problem, in: context, presolve: try settler.settle(group.steadyParts, after: group.presolve))
        self.problem = problem
        self.context = context
        self.limits = limits
        self.encoding = encoding
        self.alternative = encoding.copy(named: "alt.")
        // ∃ frames · Required, projected onto the keyboard variables: quantifier elimination in
        // linear real arithmetic is exact, and the projection serves every piece of every state.
        let frames = encoding.freeFrameVariables.map { encoding[$0] }
        let required = encoding.requiredRowsHold
        self.feasibility = frames.isEmpty ? required : try context.eliminateQuantifiers(context.exists(frames, required))
        self.conflictSolver = try Solver(context, limits: limits)
        self.layoutSolver = try Solver(context, limits: limits)
        try layoutSolver.assert(OptimalityConditions.resolved(encoding))
        try layoutSolver.assert(OptimalityConditions.asGoodAs(alternative, encoding))
        try conflictSolver.assert(!feasibility)
    }

    /// The questions asked of every state.
    enum Check: CaseIterable {
        case conflict, resolvedLayout, ambiguity
    }

    /// Every finding of each state, given by its region in the reading direction (all states with
    /// this set of active constraints), in order.
    ///
    /// Each question is asked of the union of all the states' regions first, then of each state
    /// that has an answer, then of its pieces: most states are clean, and a clean group costs one
    /// solver call for all the questions about its resolved layout. Every answer is exact; only
    /// the order of asking is shared.
    func detections(in stateRegions: [Region], checks: [Check] = Check.allCases) throws -> [[Detection]] {
        let regions = stateRegions.map { region in
            StateRegion(pieces: region.pieces.enumerated().map { PieceSite($1, index: $0, to: encoding) }, context: context)
        }
        var findings = Array(repeating: [Detection](), count: stateRegions.count)

        if checks.contains(.conflict) { try conflictFindings(regions, into: &findings) }
        let questions = checks.contains(.resolvedLayout) ? LayoutChecks.all.indices.map(questions(of:)) : []
        let differs = checks.contains(.ambiguity) ? itemsDiffer() : []
        let anything = questions.flatMap(\.shows) + differs
        guard !anything.isEmpty,
              try layoutSolver.check(assuming: [context.or(anything), context.or(regions.map(\.formula))]) != .unsatisfiable
        else { return findings }
        for question in questions { try layoutFindings(question, regions, into: &findings) }
        if !differs.isEmpty { try ambiguityFindings(differs, regions, into: &findings) }
        return findings
    }

    private func conflictFindings(_ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        let all = Array(regions.indices)
        let conflicts = try locate([], in: conflictSolver, regions, among: all)
        for (state, reason) in conflicts.unknown { findings[state].append(unknownFinding("conflicts", reason)) }
        for (state, piece) in conflicts.found.sorted(by: { $0.key < $1.key }) {
            findings[state].append(try conflictFinding(at: regions[state].pieces[piece]))
        }
    }

    /// A layout check's candidates, each with the formula that says a resolved layout shows it.
    private struct CheckQuestions {
        /// Index into `LayoutChecks.all`.
        let index: Int
        let check: any LayoutCheck
        let candidates: [Candidate]
        let shows: [BoolExpr]
    }

    private func questions(of index: Int) -> CheckQuestions {
        let check = LayoutChecks.all[index]
        let candidates = check.candidates(in: problem, spec: spec, active: active)
        return CheckQuestions(index: index, check: check, candidates: candidates, shows: candidates.map { encoding.satisfies($0.condition) })
    }

    private func layoutFindings(_ questions: CheckQuestions, _ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        guard !questions.shows.isEmpty else { return }
        let kind = questions.check.kind
        let affected = try narrowed(questions.shows, regions, unknown: "\(kind) views", into: &findings)
        for (index, (candidate, shows)) in zip(questions.candidates, questions.shows).enumerated() {
            let located = try locate([shows], in: layoutSolver, regions, among: affected)
            for (state, reason) in located.unknown {
                findings[state].append(unknownFinding("\(kind) \(candidate.items.joined(separator: ", "))", reason))
            }
            for (state, piece) in located.found.sorted(by: { $0.key < $1.key }) {
                let site = regions[state].pieces[piece]
                findings[state].append(try layoutFinding(
                    kind: kind, candidate: candidate, statedBy: (questions.index, index), shows: shows, at: site))
            }
        }
    }

    /// Per item: its frame differs between two resolved layouts.
    private func itemsDiffer() -> [BoolExpr] {
        problem.items.indices.map { item in
            context.or(zip(encoding.frame(of: item), alternative.frame(of: item)).map { $0 < $1 || $0 > $1 })
        }
    }

    private func ambiguityFindings(_ differs: [BoolExpr], _ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        let affected = try narrowed(differs, regions, unknown: "ambiguity", into: &findings)
        for (item, itemDiffers) in differs.enumerated() {
            let located = try locate([itemDiffers], in: layoutSolver, regions, among: affected)
            for (state, reason) in located.unknown { findings[state].append(unknownFinding("ambiguity of \(problem.items[item])", reason)) }
            for (state, piece) in located.found.sorted(by: { $0.key < $1.key }) {
                findings[state].append(try ambiguityFinding(item: item, differs: itemDiffers, at: regions[state].pieces[piece]))
            }
        }
    }

    /// The states where a resolved layout answers any of `questions`, to search for each question
    /// in turn; all states when there is only one question (its own search does the narrowing).
    private func narrowed(_ questions: [BoolExpr], _ regions: [StateRegion], unknown question: String, into findings: inout [[Detection]]) throws -> [Int] {
        let all = Array(regions.indices)
        guard questions.count > 1 else { return all }
        let assumption = context.or(questions)
        guard try layoutSolver.check(assuming: [assumption, context.or(regions.map(\.formula))]) != .unsatisfiable else { return [] }
        var affected: [Int] = []
        for state in all {
            switch try layoutSolver.check(assuming: [assumption, regions[state].formula]) {
            case .unsatisfiable: continue
            case .unknown(let reason): findings[state].append(unknownFinding(question, reason))
            case .satisfiable: affected.append(state)
            }
        }
        return affected
    }

    /// For each of `candidates` (indices into `regions`), the first piece with a keyboard position
    /// where `assumptions` hold, or the solver's reason for giving up.
    private func locate(_ assumptions: [BoolExpr], in solver: Solver, _ regions: [StateRegion], among candidates: [Int]) throws -> Located {
        var located = Located()
        guard !candidates.isEmpty else { return located }
        let union = context.or(candidates.map { regions[$0].formula })
        if try solver.check(assuming: assumptions + [union]) == .unsatisfiable { return located }
        for state in candidates {
            let pieces = regions[state].pieces
            if pieces.count > 1 {
                switch try solver.check(assuming: assumptions + [regions[state].formula]) {
                case .unsatisfiable: continue
                case .unknown(let reason): located.unknown[state] = reason; continue
                case .satisfiable: break
                }
            }
            pieceSearch: for (index, piece) in pieces.enumerated() {
                switch try solver.check(assuming: assumptions + [piece.formula]) {
                case .unsatisfiable: continue
                case .unknown(let reason): located.unknown[state] = reason
                case .satisfiable: located.found[state] = index
                }
                break pieceSearch
            }
        }
        return located
    }

    // MARK: Conflict

    /// The required constraints have no solution somewhere in the piece: a confirmed witness.
    private func conflictFinding(at site: PieceSite) throws -> Detection {
        guard let point = try site.canonicalPoint(in: conflictSolver, assuming: []) else {
            return unknownFinding("the conflict's witness position", "a question came back unknown")
        }
        switch try concrete.conflictingConstraints(at: site.keyboard(at: point)) {
        case .unknown(let reason): return unknownFinding("the conflict's witness", reason)
        case .decided(nil):
            return unconfirmed("conflict", "the required constraints were satisfiable at the witness position")
        case .decided(let core?):
            let ids = core.map(\.id)
            return Detection(
                kind: .conflict, items: items(of: ids), constraints: ids,
                statement: .text("required constraints cannot all hold: \(ids.joined(separator: ", "))"),
                location: location(ofConstraints: ids, items: []), position: site.position(at: point))
        }
    }

    // MARK: Resolved layout

    private func layoutFinding(
        kind: FindingKind, candidate: Candidate, statedBy index: (check: Int, candidate: Int), shows: BoolExpr, at site: PieceSite
    ) throws -> Detection {
        guard let point = try site.canonicalPoint(in: layoutSolver, assuming: [shows]) else {
            return unknownFinding("the \(kind) witness position", "a question came back unknown")
        }
        return try confirmed(kind: kind, candidate: candidate, statedBy: index, shows: shows, at: point, site: site)
    }

    /// Re-solves the layout with the keyboard at `point` and reports the finding only if a
    /// resolved layout there really has the property.
    private func confirmed(
        kind: FindingKind, candidate: Candidate, statedBy index: (check: Int, candidate: Int), shows: BoolExpr,
        at point: [Rational], site: PieceSite
    ) throws -> Detection {
        let keyboard = site.keyboard(at: point)
        let costs: [Rational]
        let claim = try resolvedLayout(at: point, site, showing: shows)
        switch try concrete.optimalCosts(at: keyboard, claim: claim) {
        case .unknown(let reason): return unknownFinding("the \(kind) witness", reason)
        case .decided(nil): return unconfirmed(kind.rawValue, "no layout exists at the witness position")
        case .decided(let optimal?): costs = optimal
        }
        let order = itemFirstOrder(candidate.items)
        var layout: Assignment?
        for maximizing in [false, true] where layout == nil {
            if let extreme = try concrete.extremeLayout(order, maximizing: maximizing, closureOf: candidate.condition, optimalCosts: costs, at: keyboard, claim: claim),
               concrete.isResolved(extreme, optimalCosts: costs), candidate.condition.holds({ extreme[$0] }) {
                layout = extreme
            }
        }
        guard let layout else { return unconfirmed(kind.rawValue, "no resolved layout at the witness position shows it") }
        let ids = try concrete.forcingConstraints(of: candidate.condition, in: layout, at: keyboard).map(\.id)
        return Detection(
            kind: kind, items: candidate.items, constraints: ids,
            statement: .candidate(check: index.check, index: index.candidate, layout: layout),
            location: location(ofConstraints: ids, items: candidate.items), position: site.position(at: point))
    }

    // MARK: Ambiguity

    private func ambiguityFinding(item: Int, differs: BoolExpr, at site: PieceSite) throws -> Detection {
        guard let point = try site.canonicalPoint(in: layoutSolver, assuming: [differs]) else {
            return unknownFinding("the ambiguity witness position", "a question came back unknown")
        }
        return try confirmedAmbiguity(item: item, at: point, site: site)
    }

    /// The least and the greatest resolved layout, the item's frame first, must differ there.
    private func confirmedAmbiguity(item: Int, at point: [Rational], site: PieceSite) throws -> Detection {
        let name = problem.items[item]
        let keyboard = site.keyboard(at: point)
        let costs: [Rational]
        let claim = try resolvedLayout(at: point, site, showing: nil)
        switch try concrete.optimalCosts(at: keyboard, claim: claim) {
        case .unknown(let reason): return unknownFinding("the ambiguity witness", reason)
        case .decided(nil): return unconfirmed("ambiguous", "no layout exists at the witness position")
        case .decided(let optimal?): costs = optimal
        }
        let order = itemFirstOrder([name])
        guard let least = try concrete.extremeLayout(order, maximizing: false, closureOf: nil, optimalCosts: costs, at: keyboard),
              let greatest = try concrete.extremeLayout(order, maximizing: true, closureOf: nil, optimalCosts: costs, at: keyboard),
              concrete.isResolved(least, optimalCosts: costs), concrete.isResolved(greatest, optimalCosts: costs),
              least.frame(of: item) != greatest.frame(of: item)
        else { return unconfirmed("ambiguous", "the least and greatest resolved layouts agree on \(name)") }
        let related = active.filter { $0.anchors.contains { $0.item == name } }.map(\.id)
        return Detection(
            kind: .ambiguous, items: [name], constraints: related,
            statement: .ambiguity(item: item, least: least, greatest: greatest),
            location: location(ofConstraints: [], items: [name]), position: site.position(at: point))
    }

    /// The named items' frame variables first, then every other item's, in spec order.
    private func itemFirstOrder(_ names: [String]) -> [Variable] {
        let first = problem.items.indices.filter { names.contains(problem.items[$0]) }
        let rest = problem.items.indices.filter { !names.contains(problem.items[$0]) }
        return (first + rest).flatMap { item in FrameComponent.allCases.map { Variable.frame(item: item, $0) } }
    }

    // MARK: Helpers

    /// A layout the optimality conditions call resolved with the keyboard at `point` (showing the
    /// finding, when given): a claim for the concrete solver to check, never a witness on its own.
    private func resolvedLayout(at point: [Rational], _ site: PieceSite, showing finding: BoolExpr?) throws -> Assignment? {
        let atPoint = [site.formula] + zip(site.parameters, point).map { $0 == $1 } + (finding.map { [$0] } ?? [])
        guard try layoutSolver.check(assuming: atPoint) == .satisfiable else { return nil }
        let model = try layoutSolver.model()
        var values = Dictionary(uniqueKeysWithValues: site.keyboard(at: point).map { (Variable.keyboard($0.key), $0.value) })
        for variable in problem.frameVariables { values[variable] = try model.value(encoding[variable]) }
        return Assignment(values: values)
    }

    private func items(of constraintIDs: [String]) -> [String] {
        let ids = Set(constraintIDs)
        let user = Set(problem.items)
        var seen: [String] = []
        for constraint in active where ids.contains(constraint.id) {
            for anchor in constraint.anchors where user.contains(anchor.item) && !seen.contains(anchor.item) {
                seen.append(anchor.item)
            }
        }
        return seen
    }

    private func location(ofConstraints ids: [String], items: [String]) -> SourceLocation? {
        if let located = ids.compactMap({ constraintLocations[$0] }).first { return located }
        return items.lazy.compactMap { name in self.spec.views.first { $0.name == name }?.location }.first
            ?? spec.guides[items.first ?? ""]
    }

    private func unknownFinding(_ question: String, _ reason: String) -> Detection {
        .unknown("the solver gave up on \(question): \(reason)")
    }

    /// A witness the concrete solve did not reproduce is never reported as a finding, and never
    /// dropped silently either: the state's verdict becomes unknown.
    private func unconfirmed(_ kind: String, _ reason: String) -> Detection {
        .unknown("a \(kind) witness could not be confirmed (\(reason)); please report this spec")
    }
}

/// A state's region as the solver sees it: its pieces, and their union.
struct StateRegion {
    let pieces: [PieceSite]
    let formula: BoolExpr

    init(pieces: [PieceSite], context: Context) {
        self.pieces = pieces
        self.formula = context.or(pieces.map(\.formula))
    }
}

/// Where a question has an answer: the first piece per state, or why the solver gave up.
struct Located {
    var found: [Int: Int] = [:]
    var unknown: [Int: String] = [:]
}

/// Identifies a finding by what it is about.
struct FindingKey: Hashable {
    var kind: FindingKind
    var items: [String]
}
