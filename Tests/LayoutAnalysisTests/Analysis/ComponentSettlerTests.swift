import ExactGeometry
@testable import LayoutAnalysis
import Testing
import Z3

/// Parts of a layout the keyboard cannot move are solved once and fixed — only when their
/// resolved layout exists and is unique.
@Suite struct ComponentSettlerTests {
    @Test func sizesTheKeyboardCannotMoveBecomeConstants() throws {
        let problem = try LayoutComponentsTests.problem(LayoutComponentsTests.barAndLogo)
        let settled = try Self.settled(problem)
        #expect(settled.substituted(LinearForm(.frame(item: 0, .height))) == LinearForm(constant: 44))
        #expect(settled.substituted(LinearForm(.frame(item: 1, .width))) == LinearForm(constant: 80))
        // The bar's y still rides on the keyboard: 8 pt above it, 44 pt tall.
        #expect(settled.substituted(LinearForm(.frame(item: 0, .y)))
            == LinearForm(.keyboard(.guideY)) + Rational(-52))
        #expect(settled.components(of: problem).isEmpty, "nothing is left to optimize")
    }

    @Test func aPartWithFreedomIsLeftAlone() throws {
        let problem = try LayoutComponentsTests.problem("""
            kbcov: 1
            name: free box
            views:
              box: { intrinsicSize: { width: 100, height: 100 } }
            constraints:
              - box.leading >= safeArea.leading + 16
              - box.trailing <= safeArea.trailing - 16
              - box.top == safeArea.top
            """)
        let settled = try Self.settled(problem)
        #expect(!settled.isEliminated(.frame(item: 0, .x)))
        #expect(!settled.isEliminated(.frame(item: 0, .width)), "width shares a part with the free x")
        #expect(settled.substituted(LinearForm(.frame(item: 0, .height))) == LinearForm(constant: 100))
    }

    @Test func anInfeasiblePartIsLeftAlone() throws {
        let problem = try LayoutComponentsTests.problem("""
            kbcov: 1
            name: impossible width
            views:
              box: { intrinsicSize: { width: 100, height: 100 } }
            constraints:
              - box.width >= 200
              - box.width <= 100
              - box.leading == safeArea.leading
              - box.top == safeArea.top
            """)
        let settled = try Self.settled(problem)
        #expect(!settled.isEliminated(.frame(item: 0, .width)))
    }

    @Test func aPartTheKeyboardMovesIsLeftToTheOptimalityConditions() throws {
        let problem = try LayoutComponentsTests.problem(LayoutComponentsTests.sheet)
        let settled = try Self.settled(problem)
        #expect(!settled.isEliminated(.frame(item: 0, .height)))
        #expect(settled.substituted(LinearForm(.frame(item: 0, .width))) == LinearForm(constant: 400))
    }

    /// The problem's presolve with its steady parts settled, in a fresh context.
    static func settled(_ problem: LayoutProblem) throws -> Presolve {
        let presolve = Presolve(problem)
        return try ComponentSettler(context: try Context(), limits: .none)
            .settle(SteadyPart.parts(of: problem, after: presolve), after: presolve)
    }
}
