import ExactGeometry
import KbcovTestSupport
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import Z3

/// Where the required constraints have a layout, over the keyboard variables, is computed by
/// Fourier–Motzkin elimination of the free frames; it must be exactly what Z3's quantifier
/// elimination says, for every set of active constraints of the shipped specs.
@Suite struct FeasibilityProjectionTests {
    @Test(arguments: ["apple-sample-edit-view.yaml", "toolbar-follows-keyboard.yaml", "notification-bottom-constraint.yaml"])
    func isZ3sQuantifierElimination(_ name: String) throws {
        let spec = try shippedSpec(name)
        var compared = 0
        for environment in try resolve(["ipad-pro-11/landscape", "iphone-16/portrait"]) {
            let plan = EnvironmentPlan(spec: spec, environment: environment)
            let context = try Context()
            let settler = ComponentSettler(context: context, limits: .none)
            for group in plan.groups {
                let analysis = try ActiveSetAnalysis(
                    spec: spec, group: group, active: plan.active[group.members[0]], settler: settler, limits: .none)
                let encoding = analysis.encoding
                let projected = encoding.satisfies(Condition(allOf: try #require(encoding.layoutExists)))
                let frames = encoding.freeFrameVariables.map { encoding[$0] }
                let eliminated = frames.isEmpty
                    ? encoding.requiredRowsHold : try context.eliminateQuantifiers(context.exists(frames, encoding.requiredRowsHold))
                let solver = try Solver(context)
                // Equivalent: no keyboard position satisfies one and not the other.
                try solver.assert((projected && !eliminated) || (!projected && eliminated))
                #expect(try solver.check() == .unsatisfiable, "\(environment.id)")
                if !frames.isEmpty { compared += 1 }
            }
        }
        #expect(compared > 0 || name != "apple-sample-edit-view.yaml", "free frames are eliminated in the Apple sample's squeezed states")
    }
}
