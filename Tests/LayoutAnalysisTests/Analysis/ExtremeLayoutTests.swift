import ExactGeometry
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import Z3

/// The witness layout of a finding is found the quick way (one solve, then a proof that no other
/// layout costs the same) when the costs determine it; it must be exactly the layout the
/// optimizer's lexicographic minimization gives, which is what the slow way computes.
@Suite struct ExtremeLayoutTests {
    static let determined = """
        kbcov: 1
        name: determined
        views:
          bar: { intrinsicSize: { width: 200, height: 44 } }
        constraints:
          - bar.leading == safeArea.leading + 16
          - bar.bottom == keyboard.top - 8
          - bar.trailing <= safeArea.trailing - 16 @750
        """
    /// `box` may sit anywhere between the leading margin and the keyboard's leading edge.
    static let free = """
        kbcov: 1
        name: free
        views:
          box: { intrinsicSize: { width: 100, height: 100 } }
        constraints:
          - box.leading >= safeArea.leading + 16
          - box.trailing <= keyboard.leading
          - box.top == safeArea.top + 20
        """

    @Test(arguments: [determined, free])
    func quickAndLexicographicLayoutsAgree(yaml: String) throws {
        let (problem, solve, costs) = try Self.solve(yaml)
        for maximizing in [false, true] {
            let quick = try #require(try solve.extremeLayout(problem.frameVariables, maximizing: maximizing, closureOf: nil, optimalCosts: costs, at: Self.keyboard))
            let lexicographic = try #require(try Self.lexicographicLayout(problem, Self.keyboard, maximizing: maximizing, in: solve.context))
            #expect(problem.frameVariables.map { quick[$0] } == problem.frameVariables.map { lexicographic[$0] })
            #expect(solve.isResolved(quick, optimalCosts: costs))
        }
    }

    @Test func freedomLeavesTheLeastAndGreatestLayoutsApart() throws {
        let (problem, solve, costs) = try Self.solve(Self.free)
        let least = try #require(try solve.extremeLayout(problem.frameVariables, maximizing: false, closureOf: nil, optimalCosts: costs, at: Self.keyboard))
        let greatest = try #require(try solve.extremeLayout(problem.frameVariables, maximizing: true, closureOf: nil, optimalCosts: costs, at: Self.keyboard))
        #expect(least.frame(of: 0).minX == problem.geometry.safeArea.minX + 16)
        #expect(greatest.frame(of: 0).maxX == 600)
    }

    /// A docked-size keyboard frame whose top is at 500 and leading edge at 600 in the view.
    static let keyboard: [KeyboardVariable: Rational] = [
        .guideX: 600, .guideY: 500, .guideWidth: 320, .guideHeight: 260,
        .frameX: 600, .frameY: 500, .frameWidth: 320, .frameHeight: 260,
    ]

    /// The spec's layout with the keyboard at `keyboard` on the 12.9" iPad in landscape, full screen.
    static func solve(_ yaml: String) throws -> (LayoutProblem, ConcreteSolver, [Rational]) {
        let spec = try load(yaml)
        let environment = try #require(try resolve(["ipad-pro-12-9/landscape/full/ltr"]).first)
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
        let solve = ConcreteSolver(problem: problem, context: try Context(), limits: .none)
        guard case .decided(let costs?) = try solve.optimalCosts(at: keyboard) else { throw AnalysisFailure(description: "no optimal costs") }
        return (problem, solve, costs)
    }

    /// Every level's cost minimized in priority order, then every frame value in `order`: the
    /// optimizer alone, as the witness layout was computed before the quick path.
    static func lexicographicLayout(_ problem: LayoutProblem, _ keyboard: [KeyboardVariable: Rational], maximizing: Bool, in context: Context) throws -> Assignment? {
        let encoding = ProblemEncoding(problem, in: context, copy: "reference.")
        let optimizer = try Optimizer(context, limits: .none)
        for (variable, value) in keyboard { try optimizer.assert(encoding[.keyboard(variable)] == value) }
        try optimizer.assert(encoding.feasible)
        for variable in problem.frameVariables {
            try optimizer.assert(encoding[variable] >= -ConcreteSolver.coordinateBound)
            try optimizer.assert(encoding[variable] <= ConcreteSolver.coordinateBound)
        }
        for level in problem.levels { _ = try optimizer.minimize(encoding.cost(of: level)) }
        for variable in problem.frameVariables { _ = try optimizer.minimize(maximizing ? -encoding[variable] : encoding[variable]) }
        guard try optimizer.check() == .satisfiable else { return nil }
        let model = try optimizer.model()
        return Assignment(values: Dictionary(uniqueKeysWithValues: try problem.frameVariables.map { ($0, try model.value(encoding[$0])) }))
    }
}
