import ExactGeometry
@testable import LayoutAnalysis
import KbcovTestSupport
import Testing
import Z3

/// A claim that meets exactly the rows a claim the solver proved the only resolved layout met, at
/// another keyboard position of the same problem, is the only resolved layout too: proven without
/// a solver call. A claim the solver could not prove so proves nothing for the next.
@Suite struct UniqueLayoutProofsTests {
    /// A note 300 pt tall under the title, that gives way to the keyboard: its height is only preferred.
    static let note = """
        kbcov: 1
        name: note
        views:
          note: {}
        constraints:
          - note.leading == safeArea.leading + 16
          - note.trailing == safeArea.trailing - 16
          - note.top == safeArea.top + 20
          - note.bottom <= keyboard.top - 8
          - note.height == 300 @750
        """

    @Test func aClaimMeetingTheRowsOfAProvenOneIsProvenWithoutTheSolver() throws {
        let (problem, solver, _) = try CanonicalLayoutTests.solve(Self.note)
        var calls: [Int] = []
        for top in [200, 250] as [Rational] {
            let keyboard = Self.keyboard(top: top)
            guard case .decided(let costs?) = try solver.optimalCosts(at: keyboard) else { throw AnalysisFailure(description: "no optimal costs") }
            let layout = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard)))
            #expect(!problem.meetsEveryRow(layout), "the keyboard squeezes the note below its 300 pt")
            #expect(layout[.frame(item: 0, .y)] + layout[.frame(item: 0, .height)] == top - 8)
            let before = solver.context.checkCount
            #expect(try CanonicalLayoutTests.decided(solver.isOnlyResolvedLayout(layout, pinned: [], at: keyboard)) == true)
            calls.append(solver.context.checkCount - before)
        }
        #expect(calls == [1, 0], "the second claim meets the rows the first met: no solver call")
    }

    /// The note's problem on the 11" iPad differs from the 12.9" one's in its constants alone (the
    /// screen's width): the signs proven on one prove the other's claim, without a solver call.
    @Test func aProofCarriesToAProblemOfTheSameShapeInAnotherEnvironment() throws {
        let spec = try load(Self.note)
        let certificates = RegionCertificates()
        var calls: [Int] = []
        for name in ["ipad-pro-12-9/landscape/full/ltr", "ipad-pro-11/landscape/full/ltr"] {
            let environment = try #require(try resolve([name]).first)
            let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
            let solver = ConcreteSolver(problem: problem, context: try Context(), limits: .none, certificates: certificates)
            let keyboard = Self.keyboard(top: 200)
            guard case .decided(let costs?) = try solver.optimalCosts(at: keyboard) else { throw AnalysisFailure(description: "no optimal costs") }
            let layout = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard)))
            let before = solver.context.checkCount
            #expect(try CanonicalLayoutTests.decided(solver.isOnlyResolvedLayout(layout, pinned: [], at: keyboard)) == true)
            calls.append(solver.context.checkCount - before)
        }
        #expect(calls == [1, 0])
    }

    /// The box may sit anywhere between the margin and the keyboard: the solver proves no claim
    /// the only one, so none is recorded, and every claim asks it again.
    @Test func aClaimTheSolverDidNotProveProvesNothing() throws {
        let (_, solver, costs) = try CanonicalLayoutTests.solve(CanonicalLayoutTests.free)
        let keyboard = CanonicalLayoutTests.keyboard
        let box = try #require(CanonicalLayoutTests.layout(try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard)))
        for _ in 0..<2 {
            let before = solver.context.checkCount
            #expect(try CanonicalLayoutTests.decided(solver.isOnlyResolvedLayout(box, pinned: [], at: keyboard)) == false)
            #expect(solver.context.checkCount == before + 1)
        }
    }

    /// `CanonicalLayoutTests.keyboard` with its top at `top`.
    static func keyboard(top: Rational) -> [Variable: Rational] {
        var keyboard = CanonicalLayoutTests.keyboard
        keyboard[.keyboard(.guideY)] = top
        keyboard[.keyboard(.frameY)] = top
        return keyboard
    }
}
