import LayoutAnalysis
import LayoutSpec

/// What the engine says of a changed spec over every state, worked out from the states it
/// changes: the others keep their findings (see `Prover`).
struct Evaluation {
    /// Findings the changed spec has and the spec does not, sorted.
    var added: [FindingFingerprint]
    /// The content sizes each added finding rests on, where it has any.
    var addedContent: [FindingFingerprint: String]
    /// Findings of the spec the changed spec no longer has, sorted.
    var gone: [FindingFingerprint]
    /// The states whose active set the change alters.
    var reanalysed: [String]
    /// Every re-analysed state was decided exactly.
    var isExact: Bool
    /// `false` when the analysis stopped at the first states that showed a new finding: enough
    /// to reject the candidate, not to report what it does.
    var isComplete: Bool

    func proof(targets: [FindingFingerprint], total: Int) -> RepairProof {
        RepairProof(
            removed: [], left: [], added: added, alsoRemoved: gone,
            reanalysed: reanalysed, unchanged: total - reanalysed.count, isExact: isExact, addedContent: addedContent
        ).retargeted(to: targets)
    }
}

extension Prover {
    /// The candidate analysed in the states it changes, an environment first, then twice as many
    /// each round; with `stopsAtNewFinding`, no further once a round shows a finding the spec
    /// does not have.
    func evaluate(_ candidate: Lowered, dead: [DeadGroup], stopsAtNewFinding: Bool) throws -> Evaluation {
        let deadAfter = Set(dead.map { fingerprint(state: nil, finding: $0.finding) })
        var after = deadAfter
        var had = Set(original.specFindings.map { fingerprint(state: nil, finding: $0) })
        var isExact = true
        var content: [FindingFingerprint: String] = [:]
        var rounds = environmentGroups(of: candidate.changedStates)[...]
        var size = 1
        while !rounds.isEmpty {
            if stopsAtNewFinding, !after.isSubset(of: specFindings) { break }
            let round = rounds.prefix(size).flatMap { $0 }
            rounds = rounds.dropFirst(size)
            size *= 2
            let results = try self.results(of: candidate, in: round, jobs: options.jobs)
            for id in round {
                guard let result = results[id], let original = originalResult(id) else { throw ProofError.stateNotAnalysed(id) }
                had.formUnion(fingerprints(of: original))
                for finding in result.findings {
                    let print = fingerprint(state: id, finding: finding)
                    after.insert(print)
                    if !specFindings.contains(print), let summary = finding.contentSizesSummary { content[print] = summary }
                }
                isExact = isExact && result.method != .incomplete
            }
        }
        return Evaluation(
            added: after.subtracting(specFindings).sorted(), addedContent: content, gone: had.subtracting(after).sorted(),
            reanalysed: candidate.changedStates, isExact: isExact, isComplete: rounds.isEmpty)
    }

    /// The states in run order, in runs of one environment each.
    private func environmentGroups(of ids: [String]) -> [[String]] {
        var groups: [[String]] = []
        var last: String?
        for id in ids {
            let environment = originalResult(id)?.state.environment.id
            if environment != last || groups.isEmpty { groups.append([]) }
            groups[groups.count - 1].append(id)
            last = environment
        }
        return groups
    }
}

extension Prover {
    /// Whether the candidate leaves none of the targeted findings and adds no finding in the
    /// given states: one state first, then twice as many each round, stopping at the first state
    /// that shows otherwise (most candidates fail where the problem first occurs).
    func clears(_ targets: [FindingFingerprint], in states: [String], by candidate: Lowered) throws -> Bool {
        let targetSet = Set(targets)
        var rest = states[...]
        var size = 1
        while !rest.isEmpty {
            let round = Array(rest.prefix(size))
            rest = rest.dropFirst(size)
            size *= 2
            let results = try self.results(of: candidate, in: round, jobs: options.jobs)
            for id in round {
                guard let result = results[id] else { throw ProofError.stateNotAnalysed(id) }
                if fingerprints(of: result).contains(where: { targetSet.contains($0) || !specFindings.contains($0) }) { return false }
            }
        }
        return true
    }
}
