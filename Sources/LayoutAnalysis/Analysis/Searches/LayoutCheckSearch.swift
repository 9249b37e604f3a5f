import LayoutSpec

/// The layout checks' search (`LayoutChecks.all`): per check and candidate, the states whose
/// region has a resolved layout that shows it, each confirmed at a witness position.
struct LayoutCheckSearch {
    /// A layout check's candidates that a resolved layout can show whatever the freedom, each with
    /// the formula that says the pinned resolved layout does.
    struct CheckQuestions {
        let kind: FindingKind
        let searched: [(candidate: Candidate, question: RegionQuestion)]
    }

    /// Per check, in `LayoutChecks.all` order: the questions its candidates ask.
    let questions: [CheckQuestions]
    private let locator: RegionLocator
    private let confirmer: WitnessConfirmer
    private let spec: LayoutSpec

    /// `searched`: `searched(_:moves:)`, asked of `encoding`'s pinned resolved layout.
    init(_ searched: [[(candidate: Candidate, must: Condition)]], encoding: ProblemEncoding, locator: RegionLocator, confirmer: WitnessConfirmer, spec: LayoutSpec) {
        self.questions = searched.indices.map { index in
            CheckQuestions(
                kind: LayoutChecks.all[index].kind,
                searched: searched[index].map { ($0.candidate, .shows($0.must, encoded: encoding.satisfies($0.must))) })
        }
        self.locator = locator
        self.confirmer = confirmer
        self.spec = spec
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
            let (candidate, question) = questions.searched[entry]
            let carrier = { (state: Int) in outer[entry].lazy.compactMap { carriers[state]?[$0] }.first }
            for state in affected {
                guard let found = carrier(state), case .candidate(_, let layout) = findings[state][found].statement,
                      candidate.condition.holds({ layout[$0] }) else { continue }
                findings[state][found].contents += candidate.items
            }
            let located = try locator.locate(question, among: affected.filter { carrier($0) == nil })
            confirmer.gaveUp(on: "\(kind) \(candidate.items.joined(separator: ", "))", in: located.unknown, into: &findings)
            for (state, site) in located.found {
                let detection = try finding(kind: kind, candidate: candidate, question: question, at: site)
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

    private func finding(kind: FindingKind, candidate: Candidate, question: RegionQuestion, at site: PieceSite) throws -> Detection {
        guard let point = try locator.witnessPosition(question, at: site) else { return confirmer.positionUnknown(of: "\(kind)") }
        return try confirmer.confirmed(kind: kind, candidate: candidate, at: point, site: site, question: question)
    }
}
