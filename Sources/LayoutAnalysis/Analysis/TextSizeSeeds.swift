import Foundation
import KeyboardStates

/// What each environment found at the text size analysed last, handed to the same environment at
/// the next (`TextSizeAnalysis`): where its findings started, tried first (`StartHints`), and per
/// group of states its layout problem and detections, whose part no text size changes is not
/// searched again (`UnchangedPart`). Text sizes are analysed one after another and each stores its
/// seeds only once all its environments are done, so what an environment is seeded with does not
/// depend on `--jobs`. The older systems' layout of the same screen has seeds of its own.
public final class TextSizeSeeds: @unchecked Sendable {
    struct Seed: Sendable {
        var hints = StartHints.Snapshot()
        /// The plan's groups, in order.
        var groups: [GroupSeed] = []
    }

    /// A group of states as analysed at one text size.
    struct GroupSeed: Sendable {
        var members: [Int]
        var problem: LayoutProblem
        /// Per member, its detections.
        var detections: [[Detection]]
        /// Conditions that held in no resolved layout anywhere in its states (`UnchangedPart`).
        var heldNowhere: Set<Condition> = []
    }

    /// The seeds of the screen's layout on older systems (`OlderSystems`), another layout of the
    /// same environments.
    public let olderSystems: TextSizeSeeds?
    private let lock = NSLock()
    private var seeds: [Environment: Seed] = [:]

    public convenience init() {
        self.init(olderSystems: TextSizeSeeds(olderSystems: nil))
    }

    private init(olderSystems: TextSizeSeeds?) {
        self.olderSystems = olderSystems
    }

    func seed(for environment: Environment) -> Seed {
        lock.withLock { seeds[Self.key(environment)] ?? Seed() }
    }

    /// What `outcome` found in `plan`'s environment. A naive outcome, which shares nothing, hands
    /// on no groups (it has no conditions per group).
    func store(_ outcome: EnvironmentAnalysis.Outcome, of plan: EnvironmentPlan) {
        let groups = zip(plan.groups, outcome.heldNowhere).map { group, heldNowhere in
            GroupSeed(members: group.members, problem: group.problem, detections: group.members.map { outcome.detections[$0] },
                      heldNowhere: heldNowhere)
        }
        store(Seed(hints: outcome.hints, groups: groups), for: plan.environment)
    }

    func store(_ seed: Seed, for environment: Environment) {
        lock.withLock { seeds[Self.key(environment)] = seed }
    }

    private static func key(_ environment: Environment) -> Environment {
        var key = environment
        key.textSize = nil
        return key
    }
}
