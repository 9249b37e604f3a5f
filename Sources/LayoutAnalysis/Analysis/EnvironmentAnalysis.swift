import KeyboardStates
import LayoutSpec
import Z3

/// One unit of work: a spec in one environment, analysed in a Z3 context of its own. Units run
/// on any worker in any order and always make the same calls in the same order, so their
/// results do not depend on `--jobs`.
struct EnvironmentAnalysis {
    let spec: LayoutSpec
    let plan: EnvironmentPlan
    let settled: SettledParts
    let limits: ResourceLimits
    let strategy: AnalysisStrategy
    var budget: TimeBudget? = nil
    /// What this environment found at the text size analysed before (`TextSizeSeeds`).
    var seed = TextSizeSeeds.Seed()
    /// `AnalysisOptions.solvesCriticalRegions`.
    var solvesCriticalRegions = true
    /// `AnalysisOptions.regionCertificates`.
    var certificates = RegionCertificates()

    struct Outcome: Sendable {
        /// Per state of the plan, in the reading direction.
        var detections: [[Detection]]
        var solverCalls: Int
        /// Where findings started, for the same environment at the next text size.
        var hints = StartHints.Snapshot()
        /// Per group of the plan, conditions that held in no resolved layout anywhere in its
        /// states, for the same environment at the next text size.
        var heldNowhere: [Set<Condition>] = []

        /// No question came back unknown: every answer is a fact about the plan's content alone.
        var isExact: Bool { !detections.contains { $0.contains(where: \.isUnknown) } }

        /// The detections of a plan whose states have these pieces in another order:
        /// `correspondence[state][piece]` is the piece of this plan's state that is the same set.
        func detections(placedIn correspondence: [[Int]]) -> [[Detection]] {
            zip(detections, correspondence).map { detections, pieces in
                let placed = Dictionary(uniqueKeysWithValues: pieces.enumerated().map { ($1, $0) })
                return detections.map { detection in
                    var detection = detection
                    if let piece = detection.position?.piece, let own = placed[piece] { detection.position?.piece = own }
                    return detection
                }
            }
        }
    }

    func run() throws -> Outcome {
        switch strategy {
        case .shared: return try runShared()
        case .naive: return try runNaive()
        }
    }

    private func runShared() throws -> Outcome {
        let context = try Context()
        let settler = ComponentSettler(context: context, limits: limits, known: settled)
        let rows = try LabeledRows(context: context, limits: limits)
        var detections = Array(repeating: [Detection](), count: plan.states.count)
        var heldNowhere = Array(repeating: Set<Condition>(), count: plan.groups.count)
        let hints = StartHints(seed.hints)
        let changedLayouts = ChangedPartLayouts()
        for (index, group) in plan.groups.enumerated() {
            if let budget, budget.isSpent {
                for index in group.members { detections[index] = [budget.undecided] }
                continue
            }
            let analysis = try ActiveSetAnalysis(
                spec: spec, group: group, active: plan.active[group.members[0]], settler: settler, limits: limits, rows: rows, hints: hints,
                changedLayouts: changedLayouts, solvesCriticalRegions: solvesCriticalRegions, certificates: certificates)
            let known = plan.known.isEmpty ? [] : group.members.map { plan.known[$0] }
            let unchanged = seed.groups.indices.contains(index) ? UnchangedPart(seed.groups[index], of: group, in: spec) : nil
            let found = try analysis.detections(
                in: group.members.map { plan.regions[$0] }, keyboards: group.members.map { plan.states[$0].keyboard }, known: known, unchanged: unchanged)
            for (member, found) in zip(group.members, found) { detections[member] = found }
            heldNowhere[index] = analysis.heldNowhere
        }
        return Outcome(detections: detections, solverCalls: context.checkCount, hints: hints.snapshot, heldNowhere: heldNowhere)
    }

    /// Every reachable state on its own, every check with a fresh context: nothing is shared.
    private func runNaive() throws -> Outcome {
        var detections = Array(repeating: [Detection](), count: plan.states.count)
        var calls = 0
        for group in plan.groups {
            for index in group.members {
                if let budget, budget.isSpent {
                    detections[index] = [budget.undecided]
                    continue
                }
                for check in ActiveSetAnalysis.Check.allCases {
                    let context = try Context()
                    let analysis = try ActiveSetAnalysis(
                        spec: spec, group: group, active: plan.active[index],
                        settler: ComponentSettler(context: context, limits: limits), limits: limits, solvesCriticalRegions: solvesCriticalRegions)
                    let known = plan.known.isEmpty ? [] : [plan.known[index]]
                    detections[index] += try analysis.detections(
                        in: [plan.regions[index]], keyboards: [plan.states[index].keyboard], checks: [check], known: known)[0]
                    calls += context.checkCount
                }
            }
        }
        return Outcome(detections: detections, solverCalls: calls)
    }
}
