import ExactGeometry
import KbcovTestSupport
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import Z3

/// The witness layout of a finding is found the quick way (one solve, then a proof that no other
/// layout costs the same) when the costs determine it; it must be exactly the layout the
/// optimizer gives — least total magnitude of the frame values, then least values in order —
/// which is what the slow way computes where freedom is left.
@Suite struct CanonicalLayoutTests {
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

    /// `strip`'s leading edge may be anywhere from the margin to its fixed trailing edge: every
    /// such layout has the same total magnitude, so only the values in order choose one.
    static let tied = """
        kbcov: 1
        name: tied
        views:
          strip: {}
        constraints:
          - strip.leading >= safeArea.leading + 16
          - strip.trailing == safeArea.leading + 316
          - strip.top == safeArea.top + 20
          - strip.height == 44
        """

    @Test(arguments: [determined, free, tied])
    func quickAndOptimizedLayoutsAgree(yaml: String) throws {
        let (problem, solve, costs) = try Self.solve(yaml)
        let quick = try #require(try Self.layout(solve.canonicalLayout(optimalCosts: costs, pinned: [], at: Self.keyboard)))
        let optimized = try #require(try Self.leastMagnitudeLayout(problem, Self.keyboard, in: solve.context))
        #expect(problem.frameVariables.map { quick[$0] } == problem.frameVariables.map { optimized[$0] })
        #expect(solve.isResolved(quick, optimalCosts: costs))
    }

    /// Freedom left: the layout nearest zero, in the screen's scale, and one moved by the step.
    @Test func freedomLeavesAReadableLayoutAndOneMovedByAStep() throws {
        let (problem, solve, costs) = try Self.solve(Self.free)
        let least = try #require(try Self.layout(solve.canonicalLayout(optimalCosts: costs, pinned: [], at: Self.keyboard)))
        #expect(least.frame(of: 0).minX == problem.geometry.safeArea.minX + 16)
        guard case .decided(let moved?) = try solve.movedLayout(
            from: least, along: .frame(item: 0, .x), step: 100, optimalCosts: costs, at: Self.keyboard)
        else { throw AnalysisFailure(description: "no moved layout") }
        #expect(moved.frame(of: 0).minX == least.frame(of: 0).minX + 100)
        #expect(solve.isResolved(moved, optimalCosts: costs))
        // Every resolved layout has the box right of the margin; only some have it right of 300.
        let x = LinearForm.frame(0, .x)
        let leftOfMargin = Condition(anyOf: [[.less(x, LinearForm(constant: 16))]])
        let rightOf300 = Condition(anyOf: [[.less(LinearForm(constant: 300), x)]])
        #expect(try Self.decided(solve.someResolvedLayout(satisfies: leftOfMargin, optimalCosts: costs, at: Self.keyboard)) == false)
        #expect(try Self.decided(solve.someResolvedLayout(satisfies: rightOf300, optimalCosts: costs, at: Self.keyboard)) == true)
        #expect(try Self.decided(solve.someResolvedLayout(satisfies: rightOf300.negation, optimalCosts: costs, at: Self.keyboard)) == true)
    }

    static func layout(_ outcome: Outcome<CanonicalLayout?>) -> Assignment? {
        if case .decided(let canonical) = outcome { return canonical?.layout }
        return nil
    }

    static func decided(_ outcome: Outcome<Bool>) -> Bool? {
        if case .decided(let value) = outcome { return value }
        return nil
    }

    /// A docked-size keyboard frame whose top is at 500 and leading edge at 600 in the view.
    static let keyboard: [Variable: Rational] = [
        .keyboard(.guideX): 600, .keyboard(.guideY): 500, .keyboard(.guideWidth): 320, .keyboard(.guideHeight): 260,
        .keyboard(.frameX): 600, .keyboard(.frameY): 500, .keyboard(.frameWidth): 320, .keyboard(.frameHeight): 260,
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

    /// Every level's cost minimized in priority order, then the total magnitude of the frame
    /// values, then every frame value in order: the optimizer alone, without the quick path.
    static func leastMagnitudeLayout(_ problem: LayoutProblem, _ keyboard: [Variable: Rational], in context: Context) throws -> Assignment? {
        let encoding = ProblemEncoding(problem, in: context, copy: "reference.")
        let optimizer = try Optimizer(context, limits: .none)
        for (variable, value) in keyboard { try optimizer.assert(encoding[variable] == value) }
        try optimizer.assert(encoding.feasible)
        var magnitudes: [RealExpr] = []
        for variable in problem.frameVariables {
            let magnitude = context.real("reference.magnitude.\(magnitudes.count)")
            try optimizer.assert(magnitude >= encoding[variable] && magnitude >= -encoding[variable])
            magnitudes.append(magnitude)
        }
        for level in problem.levels { _ = try optimizer.minimize(encoding.cost(of: level)) }
        _ = try optimizer.minimize(context.sum(magnitudes))
        for variable in problem.frameVariables { _ = try optimizer.minimize(encoding[variable]) }
        guard try optimizer.check() == .satisfiable else { return nil }
        let model = try optimizer.model()
        return Assignment(values: Dictionary(uniqueKeysWithValues: try problem.frameVariables.map { ($0, try model.value(encoding[$0])) }))
    }
}
