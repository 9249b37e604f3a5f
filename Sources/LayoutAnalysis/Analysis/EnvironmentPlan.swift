import Foundation
import KeyboardStates
import LayoutSpec

/// What the analysis of a spec in one environment works through: the states, each state's active
/// constraints, and the reachable states grouped by those constraints, each group with its layout
/// problem. Plain values, made before any solver runs.
///
/// The analysis works in the reading direction: a right-to-left environment's regions and problems
/// are seen in its `mirror`, so it is solved exactly as its left-to-right mirror image would be.
struct EnvironmentPlan: Sendable {
    struct Group: Sendable {
        /// Indices into `states`, in state order.
        var members: [Int]
        /// In the reading direction.
        let problem: LayoutProblem
        private let solving: GroupSolving

        init(members: [Int], problem: LayoutProblem) {
            self.members = members
            self.problem = problem
            self.solving = GroupSolving(problem)
        }

        var presolve: Presolve { solving.parts.presolve }
        /// The parts of `problem` nothing moves, after `presolve`.
        var steadyParts: [SteadyPart] { solving.parts.steady }
        /// The parts only content sizes move, solved for every content size.
        var contentParts: [ContentPart] { solving.parts.content }
    }

    let environment: Environment
    /// As reported, in the environment's own coordinates.
    let states: [KeyboardState]
    /// Each state's region in the reading direction, piece for piece.
    let regions: [Region]
    /// The parameters each state's mirrored region reflects.
    let reflectedParameters: [[ReflectedParameter]]
    /// `nil` when the environment reads left to right.
    let mirror: HorizontalMirror?
    let active: [[Constraint]]
    /// In order of their first state.
    let groups: [Group]
    /// Per state, findings it is known to have (another analysis of the state found them): they
    /// are not searched for again.
    var known: [Set<FindingKey>] = []

    /// `selecting`: the ids of the states to plan (`nil`, all of them).
    init(spec: LayoutSpec, environment: Environment, selecting selected: Set<String>? = nil) {
        self.init(spec: spec, environment: environment, planned: Self.plannedStates(of: spec, in: environment, selecting: selected))
    }

    /// The states of `environment` `selecting` names (`nil`, all), as `StatePlanning` plans them for `spec`.
    static func plannedStates(of spec: LayoutSpec, in environment: Environment, selecting selected: Set<String>?) -> [KeyboardState] {
        let planning = StatePlanning(spec)
        return planning.enumerated(in: environment)
            .filter { selected?.contains($0.id) ?? true }
            .map(planning.planned)
    }

    /// `planned`: states of `environment` as `StatePlanning` plans them for `spec`. `left`: what a
    /// notification sequence left in every state (`SequenceVariants`).
    init(spec: LayoutSpec, environment: Environment, planned states: [KeyboardState], left: SequenceLeft = SequenceLeft()) {
        let active = states.map { ActiveConstraints.constraints(of: spec, at: Activation($0), switched: left.switched) }
        var groupOf: [[String]: Int] = [:]
        var groups: [Group] = []
        var problems = LayoutProblemBuilder(spec: spec, geometry: ScreenGeometry(environment))
        let mirror = environment.direction == .rtl ? HorizontalMirror(environment) : nil
        let rules = spec.ruleConstants(in: environment)
        for index in states.indices where states[index].isReachable {
            // States whose keyboard handlers leave scroll views with other insets, or constraints
            // with other constants than their rules', are checked apart.
            let insets = spec.notifiedInsets(keyboard: states[index].keyboard, in: environment).filter { left.insets[$0.scrollView] == nil }
                + left.insets.values.sorted { $0.scrollView < $1.scrollView }
            let constants = rules.filter { rule in active[index].contains { $0.id == rule.constraint } }
                .map { $0.inState(of: states[index].keyboard, set: left.constants) }
            let origins = spec.notifiedViewOrigins(keyboard: states[index].keyboard, in: environment)
            let ids = active[index].map(\.id) + insets.map(\.key) + constants.compactMap(\.key) + origins.map(\.key)
            if let group = groupOf[ids] {
                groups[group].members.append(index)
            } else {
                groupOf[ids] = groups.count
                var problem = problems.problem(constraints: active[index])
                problem.notifiedInsets = insets
                problem.notifiedViewOrigins = origins
                problem.setConstants(constants)
                let planned = mirror?.problem(problem) ?? problem
                groups.append(Group(members: [index], problem: ContentClamp.clamped(planned) { [active] in
                    LayoutChecks.contentRead(in: $0, spec: spec, active: active[index])
                }))
            }
        }
        let mirrored = states.map { state -> (region: Region, reflected: [ReflectedParameter]) in
            mirror.map { state.region.mirrored(in: $0) } ?? (state.region, [])
        }
        self.environment = environment
        self.states = states
        self.regions = mirrored.map(\.region)
        self.reflectedParameters = mirrored.map(\.reflected)
        self.mirror = mirror
        self.active = active
        self.groups = groups
    }

    /// Every group's steady parts, in group order.
    var steadyParts: [SteadyPart] { groups.flatMap(\.steadyParts) }
}

/// How the analysis of a spec reads and reports its states: a window range's root geometry with
/// the guides the spec reads (`RootGuides`), a state's region split where the
/// keyboard's overlap with the view changes form, when the spec reads `keyboardOverlap`, or its
/// rise above the view's bottom, when it reads `keyboardRise`, and
/// notes on what keyboard handlers switched on the way to it and, in a Stage Manager window, on
/// what the notifications the layout reads are assumed to be there. What it asks of the spec is asked
/// once, not per state.
public struct StatePlanning: Sendable {
    private let spec: LayoutSpec
    private let readsOverlap: Bool
    private let readsRise: Bool
    private let readsNotifications: Bool
    /// The root view's guides the spec reads.
    public let rootGuides: RootGuides

    public init(_ spec: LayoutSpec) {
        self.spec = spec
        // What handlers read counts too: the sequences' constants and insets are of the state's keyboard.
        let updates = spec.keyboardHandling.flatMap(\.updates) + spec.keyboardInsets.flatMap(\.updates) + (spec.keyboardViewMove?.updates ?? [])
        let items = Set(spec.allConstraints.flatMap { $0.anchors.map(\.item) }
            + updates.flatMap { ($0.value.terms + $0.beginValue.terms).map(\.anchor.item) })
        readsOverlap = items.contains(BuiltinItem.keyboardOverlap.rawValue)
        readsRise = items.contains(BuiltinItem.keyboardRise.rawValue)
        rootGuides = RootGuides(
            [(BuiltinItem.margins, RootGuides.margins), (.readable, .readable)].filter { items.contains($0.0.rawValue) }.map(\.1))
        readsNotifications = !spec.keyboardHandling.isEmpty || !spec.keyboardActivations.isEmpty || spec.keyboardViewMove != nil
            || items.contains { BuiltinItem(rawValue: $0)?.isKeyboardGeometry == true }
    }

    /// Every keyboard state of `environment`, before `planned`.
    public func enumerated(in environment: Environment) -> [KeyboardState] {
        StateSpace.states(in: environment, guide: spec.keyboardGuide, reading: rootGuides)
    }

    public func planned(_ state: KeyboardState) -> KeyboardState {
        var planned = state
        if readsOverlap { planned.region = planned.region.splitByKeyboardOverlap(in: state.environment) }
        if readsRise { planned.region = planned.region.splitByKeyboardRise(in: state.environment) }
        if !spec.keyboardActivations.isEmpty { planned.notes += ActiveConstraints.switchNotes(of: spec, keyboard: state.keyboard) }
        if readsNotifications, state.environment.window.isStageManager, !state.region.pieces.isEmpty {
            planned.notes.append(UIKitNotifications.stageManagerWindows)
        }
        return planned
    }
}

/// What solving a group's problem starts from, made the first time it is read: a plan whose
/// content repeats another's takes that one's detections (`PlanContent`) and never reads it.
private final class GroupSolving: @unchecked Sendable {
    struct Parts {
        let presolve: Presolve
        let steady: [SteadyPart]
        let content: [ContentPart]
    }

    private let problem: LayoutProblem
    private let lock = NSLock()
    private var made: Parts?

    init(_ problem: LayoutProblem) { self.problem = problem }

    var parts: Parts {
        lock.withLock {
            if let made { return made }
            let presolve = Presolve(problem)
            let parts = Parts(
                presolve: presolve, steady: SteadyPart.parts(of: problem, after: presolve), content: ContentPart.parts(of: problem, after: presolve))
            made = parts
            return parts
        }
    }
}
