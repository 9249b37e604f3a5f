import LayoutAnalysis
import LayoutSpec

/// Lines `startLine…endLine` (1-based, inclusive) of a file, as they are and as the repair
/// writes them. `after` is empty when the lines are deleted.
public struct LineEdit: Hashable, Sendable {
    public var file: String
    public var startLine: Int
    public var endLine: Int
    public var before: [String]
    public var after: [String]

    public init(file: String, startLine: Int, endLine: Int, before: [String], after: [String]) {
        self.file = file
        self.startLine = startLine
        self.endLine = endLine
        self.before = before
        self.after = after
    }
}

/// Findings with the same kind, items and constraints, in every state that has them: what one
/// repair is searched for.
public struct FixProblem: Hashable, Sendable {
    public var kind: FindingKind
    public var items: [String]
    public var constraints: [String]
    /// One per state, in run order.
    public var findings: [FindingFingerprint]
    /// The first state's message.
    public var message: String

    public var states: [String] { findings.compactMap(\.state) }
}

/// What a candidate did to the findings, proven by analysing the changed spec with the engine.
public struct RepairProof: Hashable, Sendable {
    /// Targeted findings that are gone.
    public var removed: [FindingFingerprint]
    /// Targeted findings that remain.
    public var left: [FindingFingerprint]
    /// Findings the changed spec has and the spec did not.
    public var added: [FindingFingerprint]
    /// Other findings of the spec that are gone too.
    public var alsoRemoved: [FindingFingerprint]
    /// States whose active constraints the change alters, each analysed with the engine.
    public var reanalysed: [String]
    /// States whose active constraints are the same: their results are the spec's, unchanged.
    public var unchanged: Int
    /// Every re-analysed state was decided exactly (no `unknown`).
    public var isExact: Bool
    /// The content sizes an added finding rests on (`Finding.contentSizesSummary`), where it has
    /// any: one that holds only for some content says from which size on, so a repair that fails
    /// only for a text longer than the screen says so.
    public var addedContent: [FindingFingerprint: String] = [:]

    public var isAccepted: Bool { left.isEmpty && added.isEmpty && isExact }
}

extension RepairProof {
    /// The same proof told of `targets`: what it removes and leaves of them, the rest of what it
    /// removes as also removed. An evaluation tells its proof so, and an earlier problem's repair
    /// that repairs a later one too tells it again of the later one's findings.
    func retargeted(to targets: [FindingFingerprint]) -> RepairProof {
        let gone = (removed + alsoRemoved).sorted()
        let goneSet = Set(gone)
        let targetSet = Set(targets)
        var proof = self
        proof.removed = targets.filter(goneSet.contains)
        proof.left = targets.filter { !goneSet.contains($0) }
        proof.alsoRemoved = gone.filter { !targetSet.contains($0) }
        return proof
    }
}

public struct Repair: Hashable, Sendable {
    public var change: RepairChange
    /// Spec lines; empty when the spec was not read from a YAML file.
    public var specEdits: [LineEdit]
    /// Source lines of a Swift input, where the import located the code.
    public var sourceEdits: [LineEdit]
    public var proof: RepairProof
}

public struct ProblemAnswer: Hashable, Sendable {
    public var problem: FixProblem
    /// The smallest proven repair, if the search space has one.
    public var repair: Repair?
    /// Without a proven repair: the candidate that removes the most targeted findings, with what
    /// it leaves and adds.
    public var bestPartial: Repair?
    /// Candidates analysed, up to and including the accepted one.
    public var candidatesTried: Int
}

/// `kbcov fix` for one spec.
public struct FixReport: Hashable, Sendable {
    public static let schema = "kbcov-fix/1"

    public var specPath: String
    /// States of the run, reachable or not.
    public var stateCount: Int
    public var answers: [ProblemAnswer]
    /// States analysed by the engine over the whole search, the spec's own analysis excluded.
    public var statesReanalysed: Int

    public var isFixed: Bool { answers.allSatisfy { $0.repair != nil } }
}
