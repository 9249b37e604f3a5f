import ExactGeometry
import KeyboardStates
import LayoutSpec
import Z3

/// Everything the checks share among the states and pieces with one set of active constraints in
/// one environment: the encoding, the freedom, the region questions (`RegionAsker`: exact where
/// the layout is affine, the group's solvers otherwise) and the concrete confirmations.
final class ActiveSetAnalysis {
    let spec: LayoutSpec
    let active: [Constraint]
    let problem: LayoutProblem
    let context: Context
    let limits: ResourceLimits
    /// The problem with the freedom's parameters pinned at zero (see `init`).
    let encoding: ProblemEncoding
    let alternative: ProblemEncoding
    /// The moves every resolved layout allows, wherever the keyboard is (a missing constraint's).
    let freedom: Freedom
    /// Asks the region questions, with or without the solver.
    let asker: RegionAsker
    private lazy var concrete = ConcreteSolver(problem: problem, context: context, limits: limits, presolve: presolve, rows: rows)
    /// The environment's rows, shared by its groups' concrete questions (`nil`: the group's own).
    private let rows: LabeledRows?
    /// The required equalities' elimination, before anything is settled or pinned.
    private let presolve: Presolve
    /// Where each constraint is written, for the findings that name it.
    private lazy var constraintLocations = Dictionary(spec.allConstraints.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
    /// Per item, a basis of the moves of its frame the freedom allows (empty: none).
    private let itemMoves: [[[Variable: Rational]]]
    /// The spec's tracked constraints inactive with this set: what could pin a free item.
    private let inactive: [Constraint]
    /// Per layout check, in `LayoutChecks.all` order: its candidates.
    private lazy var candidates: [[Candidate]] = LayoutChecks.all.map { $0.candidates(in: problem, spec: spec, active: active) }
    /// How far an ambiguity witness's second frame is moved from the first, in points.
    static let witnessStep: Rational = 100

    init(
        spec: LayoutSpec, group: EnvironmentPlan.Group, active: [Constraint], settler: ComponentSettler, limits: ResourceLimits,
        rows: LabeledRows? = nil
    ) throws {
        let problem = group.problem
        let context = settler.context
        self.spec = spec
        self.active = active
        let settled = try settler.settle(group.steadyParts, after: group.presolve)
        let freedom = Freedom(problem, after: settled)
        // Every resolved layout is the one with the freedom's parameters at zero, moved along the
        // freedom: the region's questions are asked of that layout, and of the freedom through
        // the items' moves (`Condition.holdingAlong`), so no question explores the freedom again.
        let pinned = settled.settling(Dictionary(uniqueKeysWithValues: freedom.parameters.map { ($0, Rational.zero) }), rows: [])
        let encoding = ProblemEncoding(problem, in: context, presolve: pinned)
        self.problem = problem
        self.presolve = group.presolve
        self.rows = rows
        self.context = context
        self.limits = limits
        self.freedom = freedom
        self.encoding = encoding
        self.alternative = encoding.copy(named: "alt.")
        self.asker = RegionAsker(encoding: encoding, alternative: alternative, limits: limits)
        self.itemMoves = problem.items.indices.map { item in
            freedom.frameBasis(of: item).map { vector in
                Dictionary(uniqueKeysWithValues: zip(FrameComponent.allCases, vector).filter { !$0.1.isZero }
                    .map { (Variable.frame(item: item, $0.0), $0.1) })
            }
        }
        let activeIDs = Set(active.map(\.id))
        self.inactive = spec.tracked.flatMap(\.constraints).filter { !activeIDs.contains($0.id) }
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
        let conditions = checks.contains(.resolvedLayout) ? LayoutChecks.all.indices.map(conditions(of:)) : []
        let structural = checks.contains(.ambiguity) && itemMoves.contains { !$0.isEmpty }
        // What the affine layout tells without the solver, before any term is built: whether a
        // resolved layout answers a question somewhere (`nil`: only the solver can say), and
        // whether the questions it can tell were all answered no.
        var answered: Bool?
        var decidedNo = false
        let conflictFree = checks.contains(.conflict) ? asker.affineLayout?.lacksLayout(somewhereIn: stateRegions.flatMap(\.pieces)) == false : true
        if let affineLayout = asker.affineLayout, !structural, conflictFree {
            answered = affineLayout.holdsAny(conditions.joined().map(\.must), somewhereIn: stateRegions.flatMap(\.pieces))
            if answered == false {
                if affineLayout.isComplete { return stateRegions.map { _ in [] } }
                (answered, decidedNo) = (nil, true)
            }
        }
        let regions = stateRegions.map { region in
            StateRegion(pieces: region.pieces.enumerated().map { PieceSite($1, index: $0, to: encoding) }, context: context)
        }
        var findings = Array(repeating: [Detection](), count: stateRegions.count)

        if checks.contains(.conflict), !conflictFree { try conflictFindings(regions, into: &findings) }
        if structural { try structuralAmbiguity(regions, into: &findings) }
        let questions = conditions.indices.map { CheckQuestions(kind: LayoutChecks.all[$0].kind, searched: conditions[$0].map(encoded)) }
        // With one affine layout, the two resolved layouts the ambiguity questions compare are one.
        let differs = checks.contains(.ambiguity) && asker.affineLayout?.isComplete != true ? itemsDiffer() : []
        // The questions the affine layout answered no need not be asked again.
        let anything = questions.flatMap { $0.searched.map(\.question) }.filter { !decidedNo || !asker.decides($0) } + differs.map(\.question)
        if answered == nil {
            guard !anything.isEmpty,
                  try asker.check(.any(of: anything, in: context), in: regions.flatMap(\.pieces), union: context.or(regions.map(\.formula)))
                    != .unsatisfiable
            else { return findings }
        }
        for question in questions { try layoutFindings(question, regions, into: &findings) }
        if !differs.isEmpty { try ambiguityFindings(differs, regions, into: &findings) }
        return findings
    }

    private func conflictFindings(_ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        let all = Array(regions.indices)
        let conflicts = try locate(conflictQuestion, regions, among: all)
        for (state, reason) in conflicts.unknown { findings[state].append(unknownFinding("conflicts", reason)) }
        for (state, piece) in conflicts.found.sorted(by: { $0.key < $1.key }) {
            findings[state].append(try conflictFinding(at: regions[state].pieces[piece]))
        }
    }

    /// A layout check's candidates that a resolved layout can show whatever the freedom, each with
    /// the formula that says the pinned resolved layout does.
    private struct CheckQuestions {
        let kind: FindingKind
        let searched: [(candidate: Candidate, question: RegionQuestion)]
    }

    private var conflictQuestion: RegionQuestion {
        RegionQuestion(subject: .conflicts, assumptions: [], conditions: asker.affineLayout?.failures)
    }

    /// A layout check's candidates that a resolved layout can show whatever the freedom, each with
    /// its condition holding wherever its item's freedom moves it.
    private func conditions(of index: Int) -> [(candidate: Candidate, must: Condition)] {
        candidates[index].compactMap { candidate in
            let always = mustCondition(of: candidate)
            return always.alternatives.isEmpty ? nil : (candidate, always)
        }
    }

    private func encoded(_ question: (candidate: Candidate, must: Condition)) -> (candidate: Candidate, question: RegionQuestion) {
        (question.candidate, .shows(question.must, encoded: encoding.satisfies(question.must)))
    }

    /// The candidate's condition holding in every layout its item's freedom reaches.
    private func mustCondition(of candidate: Candidate) -> Condition {
        guard let item = candidate.items.first.flatMap(problem.items.firstIndex(of:)) else { return candidate.condition }
        return candidate.condition.holdingAlong(itemMoves[item])
    }

    private func layoutFindings(_ questions: CheckQuestions, _ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        guard !questions.searched.isEmpty else { return }
        let kind = questions.kind
        let affected = try narrowed(questions.searched.map(\.question), regions, unknown: "\(kind) views", into: &findings)
        // Outer views first, so that a view inside one with the finding is reported with it.
        let outer = questions.searched.map { $0.candidate.contentsClause == nil ? [] : containers(of: $0.candidate) }
        let order = questions.searched.indices.sorted { (outer[$0].count, $0) < (outer[$1].count, $1) }
        var carriers: [Int: [String: Int]] = [:]
        for entry in order {
            let (candidate, question) = questions.searched[entry]
            let carrier = { (state: Int) in outer[entry].lazy.compactMap { carriers[state]?[$0] }.first }
            for state in affected {
                guard let found = carrier(state), case .candidate(_, let layout) = findings[state][found].statement,
                      candidate.condition.holds({ layout[$0] }) else { continue }
                findings[state][found].contents += candidate.items
            }
            let located = try locate(question, regions, among: affected.filter { carrier($0) == nil })
            for (state, reason) in located.unknown {
                findings[state].append(unknownFinding("\(kind) \(candidate.items.joined(separator: ", "))", reason))
            }
            for (state, piece) in located.found.sorted(by: { $0.key < $1.key }) {
                let site = regions[state].pieces[piece]
                let detection = try layoutFinding(kind: kind, candidate: candidate, question: question, at: site)
                if candidate.contentsClause != nil, !detection.isFolded, !detection.isUnknown, let item = candidate.items.first {
                    carriers[state, default: [:]][item] = findings[state].count
                }
                findings[state].append(detection)
            }
        }
    }

    /// The views the candidate's single item is inside, nearest first.
    private func containers(of candidate: Candidate) -> [String] {
        candidate.items.count == 1 ? spec.containers(of: candidate.items[0]) : []
    }

    /// Per item without structural freedom: its frame differs between two resolved layouts
    /// (freedom that depends on where the keyboard is, or that goes one way only).
    private func itemsDiffer() -> [(item: Int, question: RegionQuestion)] {
        problem.items.indices.filter { itemMoves[$0].isEmpty }.map { item in
            let differs = context.or(zip(encoding.frame(of: item), alternative.frame(of: item)).map { $0 < $1 || $0 > $1 })
            return (item, RegionQuestion(subject: .layouts, assumptions: [differs], conditions: nil))
        }
    }

    private func ambiguityFindings(_ differs: [(item: Int, question: RegionQuestion)], _ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        let affected = try narrowed(differs.map(\.question), regions, unknown: "ambiguity", into: &findings)
        for (item, itemDiffers) in differs {
            let located = try locate(itemDiffers, regions, among: affected)
            for (state, reason) in located.unknown { findings[state].append(unknownFinding("ambiguity of \(problem.items[item])", reason)) }
            for (state, piece) in located.found.sorted(by: { $0.key < $1.key }) {
                findings[state].append(try ambiguityFinding(item: item, differs: itemDiffers, at: regions[state].pieces[piece]))
            }
        }
    }

    /// The states where a resolved layout answers any of `questions`, to search for each question
    /// in turn; all states when there is only one question (its own search does the narrowing).
    private func narrowed(_ questions: [RegionQuestion], _ regions: [StateRegion], unknown question: String, into findings: inout [[Detection]]) throws -> [Int] {
        let all = Array(regions.indices)
        guard questions.count > 1 else { return all }
        let any = RegionQuestion.any(of: questions, in: context)
        // With one state, its own question below is the union's.
        if all.count > 1 {
            guard try asker.check(any, in: regions.flatMap(\.pieces), union: context.or(regions.map(\.formula))) != .unsatisfiable else { return [] }
        }
        var affected: [Int] = []
        for state in all {
            switch try asker.check(any, in: regions[state].pieces, union: regions[state].formula) {
            case .unsatisfiable: continue
            case .unknown(let reason): findings[state].append(unknownFinding(question, reason))
            case .satisfiable: affected.append(state)
            }
        }
        return affected
    }

    /// For each of `candidates` (indices into `regions`), the first piece with a keyboard position
    /// where the question has an answer, or the solver's reason for giving up.
    private func locate(_ question: RegionQuestion, _ regions: [StateRegion], among candidates: [Int]) throws -> Located {
        var located = Located()
        guard !candidates.isEmpty else { return located }
        // With one state, its own questions below are the union's.
        if candidates.count > 1 {
            let union = context.or(candidates.map { regions[$0].formula })
            if try asker.check(question, in: candidates.flatMap { regions[$0].pieces }, union: union) == .unsatisfiable { return located }
        }
        for state in candidates {
            let pieces = regions[state].pieces
            if pieces.count > 1 {
                switch try asker.check(question, in: pieces, union: regions[state].formula) {
                case .unsatisfiable: continue
                case .unknown(let reason): located.unknown[state] = reason; continue
                case .satisfiable: break
                }
            }
            pieceSearch: for (index, piece) in pieces.enumerated() {
                switch try asker.check(question, in: [piece], union: piece.formula) {
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
        guard let point = try asker.canonicalPoint(conflictQuestion, at: site) else {
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
                statement: .text(ConflictCheck.describe(conflicting: ids)),
                location: location(ofConstraints: ids, items: []), position: site.position(at: point))
        }
    }

    // MARK: Resolved layout

    private func layoutFinding(kind: FindingKind, candidate: Candidate, question: RegionQuestion, at site: PieceSite) throws -> Detection {
        guard let point = try asker.canonicalPoint(question, at: site) else {
            return unknownFinding("the \(kind) witness position", "a question came back unknown")
        }
        return try confirmed(kind: kind, candidate: candidate, at: point, site: site, question: question)
    }

    /// Re-solves the layout with the keyboard at `point` and reports the finding only if every
    /// resolved layout there has the property (Auto Layout may pick any of them). One that only
    /// some have belongs to the item's ambiguity, which says so; the state's method records that
    /// the rest of its region was not searched for a position where all have it.
    private func confirmed(kind: FindingKind, candidate: Candidate, at point: [Rational], site: PieceSite, question: RegionQuestion) throws -> Detection {
        let keyboard = site.keyboard(at: point)
        let (canonical, costs): (CanonicalLayout, [Rational])
        switch try canonicalLayout(at: point, site, answering: question) {
        case .unknown(let reason): return unknownFinding("the \(kind) witness", reason)
        case .decided(nil): return unconfirmed(kind.rawValue, "no layout exists at the witness position")
        case .decided(let found?): (canonical, costs) = found
        }
        let layout = canonical.layout
        let folded = Detection.folded(kind: kind, items: candidate.items)
        guard candidate.condition.holds({ layout[$0] }) else { return folded }
        if canonical.isUnique {
            // Every resolved layout is this one moved along the freedom: decided in rationals.
            guard mustCondition(of: candidate).holds({ layout[$0] }) else { return folded }
        } else {
            switch try concrete.someResolvedLayout(satisfies: candidate.condition.negation, optimalCosts: costs, at: keyboard) {
            case .unknown(let reason): return unknownFinding("the \(kind) witness", reason)
            case .decided(true): return folded
            case .decided(false): break
            }
        }
        let ids = try concrete.forcingConstraints(of: candidate.condition, in: layout, at: keyboard).map(\.id)
        return Detection(
            kind: kind, items: candidate.items, constraints: ids,
            statement: .candidate(candidate, layout: layout),
            location: location(ofConstraints: ids, items: candidate.items), position: site.position(at: point))
    }

    /// The optimal costs with the keyboard at `point`, and the canonical resolved layout there with
    /// the freedom's parameters at zero, confirmed on the constraints as written (the optimality
    /// conditions' layout, showing the finding when given, is only a claim to check).
    private func canonicalLayout(at point: [Rational], _ site: PieceSite, answering question: RegionQuestion?) throws -> Outcome<(CanonicalLayout, [Rational])?> {
        let keyboard = site.keyboard(at: point)
        let claim = try asker.resolvedLayout(at: point, site, answering: question, frames: problem.frameVariables)
        if let claim, case .decided(true) = try concrete.isOnlyResolvedLayout(claim, pinned: freedom.parameters, at: keyboard) {
            return .decided((CanonicalLayout(layout: claim, isUnique: true), concrete.costs(of: claim)))
        }
        let costs: [Rational]
        switch try concrete.optimalCosts(at: keyboard, claim: claim) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(nil): return .decided(nil)
        case .decided(let optimal?): costs = optimal
        }
        switch try concrete.canonicalLayout(optimalCosts: costs, pinned: freedom.parameters, at: keyboard, claim: claim) {
        case .unknown(let reason): return .unknown(reason)
        case .decided(nil): return .decided(nil)
        case .decided(let canonical?): return .decided((canonical, costs))
        }
    }

    // MARK: Ambiguity

    /// Items with structural freedom are ambiguous wherever a resolved layout exists: one witness
    /// position and one canonical layout per state serve them all, and no solver call per item.
    private func structuralAmbiguity(_ regions: [StateRegion], into findings: inout [[Detection]]) throws {
        let located = try locate(.anyLayout, regions, among: Array(regions.indices))
        for (state, reason) in located.unknown { findings[state].append(unknownFinding("the layout's freedom", reason)) }
        for (state, piece) in located.found.sorted(by: { $0.key < $1.key }) {
            let site = regions[state].pieces[piece]
            guard let point = try asker.canonicalPoint(.anyLayout, at: site) else {
                findings[state].append(unknownFinding("the ambiguity witness position", "a question came back unknown"))
                continue
            }
            switch try canonicalLayout(at: point, site, answering: nil) {
            case .unknown(let reason): findings[state].append(unknownFinding("the ambiguity witness", reason))
            case .decided(nil): findings[state].append(unconfirmed("ambiguous", "no layout exists at the witness position"))
            case .decided(let (canonical, _)?):
                for item in problem.items.indices where !itemMoves[item].isEmpty {
                    findings[state].append(structuralAmbiguity(of: item, in: canonical.layout, at: site.position(at: point)))
                }
            }
        }
    }

    /// The canonical layout, and the item's frame in the same layout moved along the item's first
    /// free parameter so that its first free component changes by `witnessStep` (the other way if
    /// that keeps a size from turning negative). Both are resolved: the move changes no row.
    private func structuralAmbiguity(of item: Int, in layout: Assignment, at position: Detection.Position) -> Detection {
        // Only the item's frame is shown of the second layout.
        let frameVariables = FrameComponent.allCases.map { Variable.frame(item: item, $0) }
        var moved = Assignment(values: Dictionary(uniqueKeysWithValues: frameVariables.map { ($0, layout[$0]) }))
        if let parameter = freedom.parameters(moving: item).first,
           let lead = frameVariables.lazy.map({ self.freedom.move(of: $0, per: parameter) }).first(where: { !$0.isZero }) {
            let shifted = { (step: Rational) in
                Assignment(values: Dictionary(uniqueKeysWithValues: frameVariables.map { variable in
                    (variable, layout[variable] + step * self.freedom.move(of: variable, per: parameter))
                }))
            }
            let turnsNegative = { (candidate: Assignment) in
                [FrameComponent.width, .height].contains { !layout[.frame(item: item, $0)].isNegative && candidate[.frame(item: item, $0)].isNegative }
            }
            let step = Self.witnessStep / lead
            moved = turnsNegative(shifted(step)) && !turnsNegative(shifted(-step)) ? shifted(-step) : shifted(step)
        }
        let reaching = LayoutChecks.all.indices.filter { check in
            candidates[check].contains { candidate in
                candidate.items == [problem.items[item]]
                    && candidate.condition.reachable(along: itemMoves[item]).holds { layout[$0] }
            }
        }.map { LayoutChecks.all[$0].kind }
        let moves = itemMoves[item].map { move in FrameComponent.allCases.map { move[.frame(item: item, $0)] ?? .zero } }
        return ambiguity(item: item, first: layout, second: moved, moves: moves, reaching: reaching, at: position)
    }

    private func ambiguityFinding(item: Int, differs: RegionQuestion, at site: PieceSite) throws -> Detection {
        guard let point = try asker.canonicalPoint(differs, at: site) else {
            return unknownFinding("the ambiguity witness position", "a question came back unknown")
        }
        return try confirmedAmbiguity(item: item, at: point, site: site)
    }

    /// Freedom that depends on the position or goes one way: the canonical layout, the item's
    /// components some resolved layout there changes, and a layout moved along the first of them.
    private func confirmedAmbiguity(item: Int, at point: [Rational], site: PieceSite) throws -> Detection {
        let name = problem.items[item]
        let keyboard = site.keyboard(at: point)
        let (layout, costs): (Assignment, [Rational])
        switch try canonicalLayout(at: point, site, answering: nil) {
        case .unknown(let reason): return unknownFinding("the ambiguity witness", reason)
        case .decided(nil): return unconfirmed("ambiguous", "no layout exists at the witness position")
        case .decided(let found?): (layout, costs) = (found.0.layout, found.1)
        }
        var free: [FrameComponent] = []
        for component in FrameComponent.allCases {
            let variable = LinearForm.frame(item, component), value = LinearForm(constant: layout[.frame(item: item, component)])
            let changes = Condition(anyOf: [[.less(variable, value)], [.less(value, variable)]])
            switch try concrete.someResolvedLayout(satisfies: changes, optimalCosts: costs, at: keyboard) {
            case .unknown(let reason): return unknownFinding("the ambiguity witness", reason)
            case .decided(true): free.append(component)
            case .decided(false): continue
            }
        }
        guard let lead = free.first else { return unconfirmed("ambiguous", "every resolved layout agrees on \(name)") }
        let moved: Assignment
        switch try concrete.movedLayout(from: layout, along: .frame(item: item, lead), step: Self.witnessStep, optimalCosts: costs, at: keyboard) {
        case .unknown(let reason): return unknownFinding("the ambiguity witness", reason)
        case .decided(nil): return unconfirmed("ambiguous", "no resolved layout moves \(name)")
        case .decided(let found?): moved = found
        }
        var reaching: [FindingKind] = []
        for check in LayoutChecks.all.indices {
            for candidate in candidates[check] where candidate.items == [name] && !reaching.contains(LayoutChecks.all[check].kind) {
                switch try concrete.someResolvedLayout(satisfies: candidate.condition, optimalCosts: costs, at: keyboard) {
                case .unknown(let reason): return unknownFinding("the ambiguity witness", reason)
                case .decided(true): reaching.append(LayoutChecks.all[check].kind)
                case .decided(false): continue
                }
            }
        }
        let moves = free.map { component in FrameComponent.allCases.map { $0 == component ? Rational.one : .zero } }
        return ambiguity(item: item, first: layout, second: moved, moves: moves, reaching: reaching, at: site.position(at: point))
    }

    /// The finding: two resolved layouts, the item's frame moves, the inactive tracked constraints
    /// that mention the item (what could pin it) and the kinds of problem some resolved layout has.
    private func ambiguity(
        item: Int, first: Assignment, second: Assignment, moves: [[Rational]], reaching: [FindingKind], at position: Detection.Position
    ) -> Detection {
        let name = problem.items[item]
        let pinning = inactive.filter { $0.anchors.contains { $0.item == name } }.map(\.id)
        return Detection(
            kind: .ambiguous, items: [name], constraints: pinning,
            statement: .ambiguity(item: item, first: first, second: second, moves: moves, inactive: pinning, reaching: reaching),
            location: location(ofConstraints: pinning, items: [name]), position: position)
    }

    // MARK: Helpers

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

    /// Only a resource limit makes the solver give up on these questions (linear real arithmetic
    /// is decidable): the finding names the limit that was hit.
    private func unknownFinding(_ question: String, _ reason: String) -> Detection {
        .unknown("the solver gave up on \(question): \(reason) (limit per solver call: \(limits.summary))")
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

extension ResourceLimits {
    /// The limits as a reader can set them.
    var summary: String {
        let parts = [rlimit.map { "rlimit \($0)" }, timeoutMilliseconds.map { "timeout \($0) ms" }].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
