import KeyboardStates
import LayoutSpec

/// What the analysis of a spec in one environment works through: the states, each state's active
/// constraints, and the reachable states grouped by those constraints, each group with its layout
/// problem. Plain values, made before any solver runs.
struct EnvironmentPlan: Sendable {
    struct Group: Sendable {
        /// Indices into `states`, in state order.
        var members: [Int]
        var problem: LayoutProblem
        var presolve: Presolve
        /// The parts of `problem` no keyboard moves, after `presolve`.
        var steadyParts: [SteadyPart]

        init(members: [Int], problem: LayoutProblem) {
            self.members = members
            self.problem = problem
            self.presolve = Presolve(problem)
            self.steadyParts = SteadyPart.parts(of: problem, after: presolve)
        }
    }

    let environment: Environment
    let states: [KeyboardState]
    let active: [[Constraint]]
    /// In order of their first state.
    let groups: [Group]

    init(spec: LayoutSpec, environment: Environment) {
        let states = StateSpace.states(in: environment, guide: spec.keyboardGuide)
        let active = states.map { ActiveConstraints.constraints(of: spec, nearEdges: $0.near) }
        var groupOf: [[String]: Int] = [:]
        var groups: [Group] = []
        let geometry = ScreenGeometry(environment)
        for index in states.indices where states[index].isReachable {
            let ids = active[index].map(\.id)
            if let group = groupOf[ids] {
                groups[group].members.append(index)
            } else {
                groupOf[ids] = groups.count
                groups.append(Group(members: [index], problem: LayoutProblem(spec: spec, geometry: geometry, constraints: active[index])))
            }
        }
        self.environment = environment
        self.states = states
        self.active = active
        self.groups = groups
    }

    /// Every group's steady parts, in group order.
    var steadyParts: [SteadyPart] { groups.flatMap(\.steadyParts) }
}
