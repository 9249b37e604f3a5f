import KeyboardStates
import LayoutAnalysis
import LayoutSpec

/// Searches, for each problem of a spec, the smallest change that removes all its findings and
/// adds none, proving every candidate with the engine over the same environments.
public struct RepairSearch {
    let spec: LayoutSpec
    /// Without it, repairs are proven on the changed spec and come without edits.
    let source: SpecSource?
    let environments: [Environment]
    let options: AnalysisOptions
    /// What a spec becomes before the engine reads it, as `check` lowers it (class content sizes,
    /// stack-view constraints); repairs are searched and written on the spec itself.
    let lowering: (LayoutSpec) -> LayoutSpec

    public init(
        spec: LayoutSpec, source: SpecSource?, environments: [Environment], options: AnalysisOptions,
        lowering: @escaping (LayoutSpec) -> LayoutSpec = { $0 }
    ) {
        self.spec = spec
        self.source = source
        self.environments = environments
        self.options = options
        self.lowering = lowering
    }

    /// A YAML spec and its text, read again with the YAML loader.
    public init(
        spec: LayoutSpec, yaml: String, environments: [Environment], options: AnalysisOptions,
        lowering: @escaping (LayoutSpec) -> LayoutSpec = { $0 }
    ) {
        let path = spec.path
        let source = SpecSource(language: .yaml, text: yaml) { text in
            guard case .success(let loaded) = SpecLoader.load(yaml: text, path: path) else { return nil }
            return loaded
        }
        self.init(spec: spec, source: source, environments: environments, options: options, lowering: lowering)
    }

    /// The spec analysed in full, then a repair (or the best partial one) for each problem the
    /// target selects.
    public func run(_ target: FixTarget) throws -> FixReport {
        try run(target, original: Analyzer.analyze(lowering(spec), in: environments, options: options))
    }

    /// As `run(_:)`, from the (lowered) spec's analysis over `environments` made elsewhere.
    public func run(_ target: FixTarget, original: SpecResult) throws -> FixReport {
        let prover = Prover(original: original, path: spec.path, environments: environments, options: options, lowering: lowering)
        let problems = Self.problems(of: original, targeted: target, path: spec.path)
        var answers: [ProblemAnswer] = []
        var evaluated: [ActivationKey: Evaluation] = [:]
        for problem in problems {
            if let earlier = answers.compactMap(\.repair).first(where: { Set($0.proof.removed + $0.proof.alsoRemoved).isSuperset(of: problem.findings) }) {
                var repair = earlier
                repair.proof = earlier.proof.retargeted(to: problem.findings)
                answers.append(ProblemAnswer(problem: problem, repair: repair, bestPartial: nil, candidatesTried: 0))
                continue
            }
            answers.append(try search(problem, original: original, prover: prover, evaluated: &evaluated))
        }
        return FixReport(specPath: spec.path, stateCount: original.states.count, answers: answers, statesReanalysed: prover.statesAnalysed)
    }

    /// A candidate that changes a targeted state: if no repair is found, it may be a partial one.
    private struct Considered {
        var change: RepairChange
        var spec: LayoutSpec
        var edits: [LineEdit]
        var key: ActivationKey
        var lowered: Prover.Lowered
        var reached: [String]
    }

    /// A candidate that removes some targeted findings, kept for the best partial repair.
    private struct Partial {
        var change: RepairChange
        var spec: LayoutSpec
        var edits: [LineEdit]
        var key: ActivationKey
        var removed: Int
        /// Findings the targeted states it changes did not have: the fewer, the better the repair
        /// where the problem is seen (a priority below a view's compression resistance that lets
        /// long text push the view off screen, against a registration that unpins two views).
        var addedWhereSeen: Int
        /// States whose active constraints it changes: fewer is a smaller change, and a cheaper proof.
        var changed: Int
    }

    /// How many partial candidates (those removing the most targeted findings) are proven in
    /// full when no repair is found: a proof is an analysis of every state the candidate changes.
    static let partialsProven = 1

    /// Candidates smallest first. A candidate that leaves a targeted state's active constraints
    /// as they are cannot remove its finding there, so it is not analysed; one that does is
    /// analysed in the targeted states it changes, then — only if it removes every targeted
    /// finding and adds none there — in every state it changes, each stage stopping at the first
    /// state that rejects it. Only when no candidate is a repair are the others analysed in every
    /// targeted state they change, and best partial repairs chosen among those that remove the
    /// finding of the first such state.
    private func search(
        _ problem: FixProblem, original: SpecResult, prover: Prover, evaluated: inout [ActivationKey: Evaluation]
    ) throws -> ProblemAnswer {
        let first = problem.findings.first
        let witness = original.states.first { $0.state.id == first?.state }?.findings.first {
            FindingFingerprint(spec: spec.path, state: first?.state, kind: $0.kind, items: $0.items, constraints: $0.constraints) == first
        }?.witness
        let reachable = original.states.filter(\.state.isReachable)
        let keyboards = Set(reachable.map(\.state.keyboard))
        let activations = Set(reachable.map { Activation($0.state) })
            .union(ActiveConstraints.legalNearSets.flatMap { near in keyboards.map { Activation(near: near, keyboard: $0) } })
        let targetStates = problem.states
        var seen: Set<ActivationKey> = [ActivationKey(spec, activations: activations)]
        var considered: [Considered] = []
        var count = 0
        for change in Candidates.changes(for: problem, witness: witness, in: spec) {
            guard let (changed, edits) = changedSpec(change) else { continue }
            let key = ActivationKey(changed, activations: activations)
            guard seen.insert(key).inserted else { continue }
            count += 1
            let lowered = prover.lowered(changed)
            let changedStates = Set(lowered.changedStates)
            let reached = targetStates.filter(changedStates.contains)
            guard !reached.isEmpty || targetStates.isEmpty else { continue }
            considered.append(Considered(change: change, spec: changed, edits: edits, key: key, lowered: lowered, reached: reached))
            guard try prover.clears(problem.findings, in: reached, by: lowered) else { continue }
            let repair = try prove(change, changed, edits, key: key, problem: problem, original: original, prover: prover,
                                   evaluated: &evaluated, stopsAtNewFinding: true)
            if let repair, repair.proof.isAccepted {
                return ProblemAnswer(problem: problem, repair: repair, bestPartial: nil, candidatesTried: count)
            }
        }
        var partials: [Partial] = []
        for candidate in considered {
            // Most candidates fail where the problem first occurs: one state decides that.
            if let probe = candidate.reached.first, !targetStates.isEmpty {
                guard try findingsRemoved(problem, by: prover.results(of: candidate.lowered, in: [probe])).count == 1 else { continue }
            }
            let results = try prover.results(of: candidate.lowered, in: candidate.reached, jobs: options.jobs)
            let removed = findingsRemoved(problem, by: results)
            guard !removed.isEmpty || targetStates.isEmpty else { continue }
            partials.append(Partial(
                change: candidate.change, spec: candidate.spec, edits: candidate.edits, key: candidate.key, removed: removed.count,
                addedWhereSeen: findingsAdded(by: results, prover: prover), changed: candidate.lowered.changedStates.count))
        }
        var best: Repair?
        let strongest = partials.enumerated().sorted { a, b in
            (b.element.removed, a.element.addedWhereSeen, a.element.changed, a.offset)
                < (a.element.removed, b.element.addedWhereSeen, b.element.changed, b.offset)
        }.prefix(Self.partialsProven)
        for partial in strongest.map(\.element) {
            guard let repair = try prove(partial.change, partial.spec, partial.edits, key: partial.key, problem: problem, original: original,
                                         prover: prover, evaluated: &evaluated, stopsAtNewFinding: false)
            else { continue }
            if best.map({ Self.isBetter(repair, than: $0) }) ?? true { best = repair }
        }
        return ProblemAnswer(problem: problem, repair: nil, bestPartial: best, candidatesTried: count)
    }

    /// The problem's findings that the states' results no longer have.
    private func findingsRemoved(_ problem: FixProblem, by results: [String: StateResult]) -> [FindingFingerprint] {
        problem.findings.filter { fingerprint in
            guard let state = fingerprint.state, let result = results[state] else { return false }
            return !result.findings.contains { FindingFingerprint(spec: spec.path, state: state, finding: $0) == fingerprint }
        }
    }

    /// How many findings the states' results have that the same states of the spec did not.
    private func findingsAdded(by results: [String: StateResult], prover: Prover) -> Int {
        results.values.reduce(0) { count, result in
            let had = Set(prover.originalResult(result.state.id).map(prover.fingerprints(of:)) ?? [])
            return count + prover.fingerprints(of: result).filter { !had.contains($0) }.count
        }
    }

    /// The candidate analysed in every state it changes; `nil` when `stopsAtNewFinding` and some
    /// state shows a new finding (the candidate is no repair, and what else it adds is not asked).
    private func prove(
        _ change: RepairChange, _ changed: LayoutSpec, _ edits: [LineEdit], key: ActivationKey, problem: FixProblem,
        original: SpecResult, prover: Prover, evaluated: inout [ActivationKey: Evaluation], stopsAtNewFinding: Bool
    ) throws -> Repair? {
        var evaluation: Evaluation
        if let known = evaluated[key], known.isComplete || stopsAtNewFinding {
            evaluation = known
        } else {
            evaluation = try prover.evaluate(prover.lowered(changed), dead: ActiveConstraints.deadGroups(of: changed), stopsAtNewFinding: stopsAtNewFinding)
            evaluated[key] = evaluation
        }
        guard evaluation.isComplete else { return nil }
        let proof = evaluation.proof(targets: problem.findings, total: original.states.count)
        let isSpec = source.map { $0.language == .yaml } ?? true
        return Repair(change: change, specEdits: isSpec ? edits : [], sourceEdits: isSpec ? [] : edits, proof: proof)
    }

    /// The spec with the change, as the edited file reads; `nil` when the change does not apply
    /// or its edit cannot be written exactly.
    private func changedSpec(_ change: RepairChange) -> (LayoutSpec, [LineEdit])? {
        guard let changed = change.applied(to: spec) else { return nil }
        guard let source else { return (changed, []) }
        let lines = SourceLines(path: source.file ?? spec.path, text: source.text)
        let editor: any SourceEditor = switch source.language {
        case .yaml: YAMLSpecEditor(spec: spec, source: lines)
        case .swift: SwiftSourceEditor(spec: spec, source: lines)
        case .interfaceBuilder: InterfaceBuilderEditor(spec: spec, source: lines)
        }
        guard let edits = editor.edits(for: change), let loaded = source.load(lines.applying(edits)),
              Registrations(loaded) == Registrations(changed)
        else { return nil }
        return (loaded, edits)
    }

    /// More findings gone than added, then more targeted findings gone.
    private static func isBetter(_ a: Repair, than b: Repair) -> Bool {
        let net = { (repair: Repair) in repair.proof.removed.count + repair.proof.alsoRemoved.count - repair.proof.added.count }
        return (net(b), b.proof.removed.count) < (net(a), a.proof.removed.count)
    }

    /// The targeted findings grouped by kind, items and constraints, in the order they are first reported.
    static func problems(of result: SpecResult, targeted target: FixTarget, path: String) -> [FixProblem] {
        var order: [String] = []
        var problems: [String: FixProblem] = [:]
        func add(_ fingerprint: FindingFingerprint, message: String) {
            guard target.includes(fingerprint) else { return }
            let key = [fingerprint.kind.rawValue, fingerprint.items.joined(separator: ","), fingerprint.constraints.joined(separator: ",")].joined(separator: "\u{1}")
            if problems[key] == nil {
                order.append(key)
                problems[key] = FixProblem(
                    kind: fingerprint.kind, items: fingerprint.items,
                    constraints: fingerprint.constraints, findings: [], message: message)
            }
            problems[key]?.findings.append(fingerprint)
        }
        for finding in result.specFindings {
            add(FindingFingerprint(spec: path, state: nil, finding: finding), message: finding.message)
        }
        for state in result.states {
            for finding in state.findings {
                add(FindingFingerprint(spec: path, state: state.state.id, kind: finding.kind, items: finding.items, constraints: finding.constraints),
                    message: finding.message)
            }
        }
        return order.compactMap { problems[$0] }
    }
}

/// Which constraints, with which rules, each activation (near set and keyboard) switches on: candidates with equal keys give
/// every state the same active constraints, hence the same results.
struct ActivationKey: Hashable {
    private let active: [ActiveSet]
    private let dead: [String]

    init(_ spec: LayoutSpec, activations: Set<Activation>) {
        let ordered = activations.sorted {
            $0.keyboard != $1.keyboard ? $0.keyboard < $1.keyboard : $0.near.sorted().lexicographicallyPrecedes($1.near.sorted())
        }
        active = ordered.map { ActiveSet(spec, at: $0) }
        dead = ActiveConstraints.deadGroups(of: spec).map { "\($0.condition)\($0.constraints)" }
    }
}

/// A spec's constraints, rules and registrations, locations and order left out: what an edit
/// must produce. (An edited Swift file registers a moved constraint where the code does; the
/// engine is then given the edited file's order.)
struct Registrations: Equatable {
    private let always: [String]
    private let tracked: [[String]]

    init(_ spec: LayoutSpec) {
        always = spec.constraints.map { "\($0.id)\u{1}\($0.rule)" }.sorted()
        tracked = spec.tracked.map { ["\($0.condition)"] + $0.constraints.map { "\($0.id)\u{1}\($0.rule)" }.sorted() }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }
}
