import ExactGeometry
import KbcovTestSupport
@testable import LayoutAnalysis
import Testing
import Z3

/// The constraints a finding names: a minimal set of the rows holding in its witness that force
/// it. Asked per axis where the finding's alternatives and the rows split — a part the witness
/// itself shows without its alternatives needs no question — and answered once per environment
/// for every position the rows do not read: the same set as the whole question's.
@Suite struct ForcingConstraintsTests {
    /// A bar pinned 16 pt from the leading edge and 1,400 pt wide: it leaves the 1,366 pt wide
    /// screen on the trailing side wherever the keyboard is, which only moves it up and down.
    static let tooWide = """
        kbcov: 1
        name: too wide
        views:
          bar: { intrinsicSize: { width: 200, height: 44 } }
        constraints:
          - { id: barLeading, rule: bar.leading == safeArea.leading + 16 }
          - { id: barWidth, rule: bar.width == 1400 }
          - { id: barOnKeyboard, rule: bar.bottom == keyboard.top - 8 }
        """

    /// The offscreen finding's condition for the bar, as the check asks it: off any of the view's edges.
    static func offscreen(_ problem: LayoutProblem) throws -> Condition {
        let spec = try load(tooWide)
        return try #require(OffscreenCheck().candidates(in: problem, spec: spec, active: spec.allConstraints).first).condition
    }

    @Test func theSplitQuestionNamesTheWholeQuestionsRows() throws {
        let (problem, solver, costs) = try CanonicalLayoutTests.solve(Self.tooWide)
        let keyboard = CanonicalLayoutTests.keyboard
        let layout = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard)))
        let condition = try Self.offscreen(problem)
        #expect(condition.holds { layout[$0] })

        let forcing = try solver.forcingConstraints(of: condition, in: layout, at: keyboard).map(\.id)
        // 1,400 pt is wider than the screen: off one side or the other, wherever its leading edge is.
        #expect(forcing == ["barWidth"])
        #expect(forcing == (try Self.wholeQuestion(condition, in: layout, at: keyboard, of: problem)))
    }

    @Test func aQuestionIsAnsweredOnceForEveryPositionItsRowsDoNotRead() throws {
        let (problem, solver, costs) = try CanonicalLayoutTests.solve(Self.tooWide)
        let condition = try Self.offscreen(problem)
        var keyboard = CanonicalLayoutTests.keyboard
        let first = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard)))
        let before = solver.context.checkCount
        let named = try solver.forcingConstraints(of: condition, in: first, at: keyboard)
        #expect(solver.context.checkCount > before + 1)

        var calls = solver.context.checkCount
        #expect(try solver.forcingConstraints(of: condition, in: first, at: keyboard) == named)
        #expect(solver.context.checkCount == calls, "asked before: no solver call")

        // The keyboard 100 pt higher moves the bar up: only the vertical rows read it, and the
        // layout itself shows that they leave the bar on screen. The horizontal rows, which force
        // the finding, were asked about before.
        keyboard[.keyboard(.guideY)] = 400
        keyboard[.keyboard(.frameY)] = 400
        guard case .decided(let higherCosts?) = try solver.optimalCosts(at: keyboard) else { throw AnalysisFailure(description: "no costs") }
        let higher = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: higherCosts, pinned: [], at: keyboard)))
        calls = solver.context.checkCount
        #expect(try solver.forcingConstraints(of: condition, in: higher, at: keyboard) == named)
        #expect(solver.context.checkCount == calls, "no solver call")
    }

    /// The rows' deletion-based minimal set on the whole question, in a solver of its own.
    static func wholeQuestion(_ condition: Condition, in layout: Assignment, at keyboard: [Variable: Rational], of problem: LayoutProblem) throws -> [String] {
        let context = try Context()
        let encoding = ProblemEncoding(problem, in: context, copy: "reference.")
        let solver = try Solver(context, limits: .none)
        for variable in encoding.parameters { try solver.assert(encoding[variable] == (keyboard[variable] ?? .zero)) }
        try solver.assert(!encoding.satisfies(condition))
        let holding = problem.rows.indices.filter { problem.rows[$0].violation { layout[$0] }.isZero }
        let labels = holding.map { context.bool("reference.holds.\($0)") }
        for (label, row) in zip(labels, holding) { try solver.assert(label.implies(encoding.holds(row))) }
        guard case .minimal(let members) = try solver.minimalUnsatisfiableSubset(of: labels) else { return [] }
        return members.map { problem.rows[holding[$0]].source.id }
    }
}
