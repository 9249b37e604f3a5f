import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The layout checks' search (`LayoutChecks.all`): per check and candidate, the states whose
/// region has a resolved layout that shows it, each confirmed at a witness position.
struct LayoutCheckSearch {
    /// A layout check's candidates that a resolved layout can show whatever the freedom, each with
    /// the formula that says the pinned resolved layout does.
    struct CheckQuestions {
        let kind: FindingKind
        let searched: [(candidate: Candidate, question: RegionQuestion, must: Condition)]
    }

    /// Per check, in `LayoutChecks.all` order: the questions its candidates ask.
    let questions: [CheckQuestions]
    private let locator: RegionLocator
    private let confirmer: WitnessConfirmer
    private let spec: LayoutSpec
    private let encoding: ProblemEncoding
    /// Per state (or empty), findings it is known to have: not searched for.
    private let known: [Set<FindingKey>]
    /// The group's presolve, before anything is settled or pinned, and its components (empty
    /// when `everywhere` is): what a finding depends on is read off them (`reach(of:)`).
    private let presolve: Presolve
    private let components: [LayoutComponent]
    /// The states with a layout at every position of their region, where a finding's reach
    /// spares questions.
    private let everywhere: Set<Int>

    /// `searched`: `searched(_:moves:)`, asked of `encoding`'s pinned resolved layout.
    /// `presolve`: the group's, before anything is settled or pinned; `everywhere`: the states with
    /// a layout at every position of their region.
    init(_ searched: [[(candidate: Candidate, must: Condition)]], encoding: ProblemEncoding, locator: RegionLocator, confirmer: WitnessConfirmer, spec: LayoutSpec,
         presolve: Presolve, everywhere: Set<Int>, known: [Set<FindingKey>] = []) {
        self.questions = searched.indices.map { index in
            CheckQuestions(
                kind: LayoutChecks.all[index].kind,
                searched: searched[index].map { ($0.candidate, .shows($0.must, in: encoding), $0.must) })
        }
        self.locator = locator
        self.confirmer = confirmer
        self.spec = spec
        self.encoding = encoding
        self.known = known
        self.everywhere = everywhere
        self.presolve = presolve
        self.components = everywhere.isEmpty ? [] : presolve.components(of: encoding.problem)
    }

    /// Per check, its candidates that a resolved layout can show whatever the freedom, each with
    /// its condition holding wherever its item's freedom moves it.
    static func searched(_ candidates: [[Candidate]], moves: ItemMoves) -> [[(candidate: Candidate, must: Condition)]] {
        candidates.map { ofCheck in
            ofCheck.compactMap { candidate in
                let always = moves.mustCondition(of: candidate)
                return always.alternatives.isEmpty ? nil : (candidate, always)
            }
        }
    }

    func search(into findings: inout [[Detection]]) throws {
        for check in questions { try search(check, into: &findings) }
    }

    /// What the finding of `must` depends on: asked only of a candidate found somewhere.
    private func reach(of must: Condition) -> FindingReach {
        FindingReach(variables: presolve.parameters(reaching: must, in: encoding.problem, components: components))
    }

    private func search(_ questions: CheckQuestions, into findings: inout [[Detection]]) throws {
        guard !questions.searched.isEmpty else { return }
        let kind = questions.kind
        let narrowed = try locator.narrowed(questions.searched.map(\.question))
        confirmer.gaveUp(on: "\(kind) views", in: narrowed.unknown, into: &findings)
        let affected = narrowed.states
        // Outer views first, so that a view inside one with the finding is reported with it.
        let outer = questions.searched.map { $0.candidate.contentsClause == nil ? [] : containers(of: $0.candidate) }
        let order = questions.searched.indices.sorted { (outer[$0].count, $0) < (outer[$1].count, $1) }
        var carriers: [Int: [String: Int]] = [:]
        for entry in order {
            let (candidate, question, must) = questions.searched[entry]
            let carrier = { (state: Int) in outer[entry].lazy.compactMap { carriers[state]?[$0] }.first }
            for state in affected where candidate.isSearched(with: locator.regions[state].keyboard) {
                guard let found = carrier(state), case .candidate(_, let layout) = findings[state][found].statement,
                      candidate.condition.holds({ layout[$0] }) else { continue }
                findings[state][found].contents += candidate.items
            }
            // A view inside one known to have the finding would be reported with it.
            let keys = ([candidate.items] + outer[entry].map { [$0] }).map { FindingKey(kind: kind, items: $0) }
            let isKnown = { (state: Int) in !self.known.isEmpty && keys.contains { self.known[state].contains($0) } }
            let searched = affected.filter { candidate.isSearched(with: locator.regions[$0].keyboard) && carrier($0) == nil && !isKnown($0) }
            let located = try locator.locate(question, among: searched)
            confirmer.gaveUp(on: "\(kind) \(candidate.items.joined(separator: ", "))", in: located.unknown, into: &findings)
            var reach: FindingReach?
            for (state, site) in located.found {
                if everywhere.contains(state), reach == nil { reach = self.reach(of: must) }
                let detection = try locator.withWindowBounds(
                    finding(kind: kind, candidate: candidate, question: question, must: must, at: site, reach: everywhere.contains(state) ? reach : nil),
                    of: question, in: state, at: site)
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

    /// `reach`: what the finding depends on, where a layout exists at every position of the site.
    private func finding(
        kind: FindingKind, candidate: Candidate, question: RegionQuestion, must: Condition, at site: PieceSite, reach: FindingReach?
    ) throws -> Detection {
        guard let choice = try locator.witnessPosition(question, at: site, reach: reach) else { return confirmer.positionUnknown(of: "\(kind)") }
        var detection = try confirmer.confirmed(kind: kind, candidate: candidate, at: choice.point, site: site, question: question)
        guard detection.position != nil, site.contentStart < site.piece.parameterCount else { return detection }
        detection.position?.contentStarts = site.position(at: choice.point, starts: choice.starts).contentStarts
        switch try holdsForAnyContent(must, at: choice.point, site: site) {
        case .unknown(let reason): return confirmer.gaveUp(on: "whether the \(kind) holds for any content size", reason)
        case .decided(let holds): detection.holdsForAnyContent = holds
        }
        return detection
    }

    /// Whether, with the keyboard where the witness has it, every content size in range shows the
    /// finding: no resolved layout at any of them is free of it.
    private func holdsForAnyContent(_ must: Condition, at point: [Rational], site: PieceSite) throws -> Outcome<Bool> {
        let negation = must.negation
        let question = RegionQuestion.shows(negation, in: encoding)
        let keyboard = (0..<site.contentStart).flatMap { index in
            let parameter = AffineExpression.parameter(index, of: site.piece.parameterCount)
            let value = AffineExpression.constant(point[index], parameterCount: site.piece.parameterCount)
            return [LinearInequality.lessThan(parameter, value, strict: false), .lessThan(value, parameter, strict: false)]
        }
        switch try locator.asker.check(question, at: site, within: keyboard) {
        case .unsatisfiable: return .decided(true)
        case .satisfiable: return .decided(false)
        case .unknown(let reason): return .unknown(reason)
        }
    }
}
