import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout
import Z3

/// `ChatComposer`: a chat screen whose composer must stay above the home indicator holds with the
/// keyboard at rest and hidden, and conflicts in the last stretch of the dismissal drag — exactly
/// where the guide's top passes the safe area's bottom, 34 pt before the keyboard is gone on the
/// iPhone 16. Written with the guide as a wish, it holds throughout.
@Suite struct DismissalDragTests {
    static let environment = "iphone-16/portrait/full/ltr"

    @Test func theComposerHoldsAtRestAndConflictsPartWayDown() throws {
        let spec = UIKitLowering.lowered(try importSwift(ChatComposer.breaking))
        #expect(spec.keyboardGuide.keyboardDismissPadding == 52)
        let result = try Self.analyze(spec)
        for keyboard in ["hidden", "docked"] {
            let atRest = try #require(result.states.first { $0.state.id == "\(Self.environment)/\(keyboard)/near-bottom" })
            #expect(atRest.findings.isEmpty, "\(keyboard): \(atRest.findings.map(\.message))")
        }
        let dragging = try #require(result.states.first { $0.state.id == "\(Self.environment)/docked-drag/near-bottom" })
        #expect(dragging.findings.map(\.kind) == [.conflict], "\(dragging.findings.map(\.message))")
        let conflict = try #require(dragging.findings.first)
        #expect(conflict.cause == .keyboard)
        #expect(Set(conflict.constraints) == ["composerOnKeyboard", "composerAboveHomeIndicator"])
        #expect(dragging.state.notes.contains { $0.hasPrefix("keyboardDismissPadding 52 pt") })

        // The witness: a drag in points past the bound, where the guide's top (852 - height + drag)
        // passes the safe area's bottom (852 - 34).
        let witness = try #require(conflict.witness)
        let height = try #require(witness.parameters["height"])
        let drag = try #require(witness.parameters["drag"])
        let bound = height - 34
        #expect(drag > bound && drag < height, "drag \(drag) with the keyboard \(height) pt high")
        #expect(witness.keyboardFrame == Rect(x: 0, y: 852 - height + drag, width: 393, height: height))
        #expect(witness.guideFrame == Rect(x: 0, y: 852 - height + drag, width: 393, height: height - drag))
        // A concrete solve agrees: the bound itself still holds, a hundredth of a point further fails.
        #expect(try Self.isFeasible(spec, height: height, drag: bound) == true)
        #expect(try Self.isFeasible(spec, height: height, drag: bound + Rational(1) / 100) == false)
        #expect(try Self.isFeasible(spec, height: height, drag: drag) == false)
    }

    @Test func withTheGuideAsAWishTheComposerHoldsThroughout() throws {
        let spec = UIKitLowering.lowered(try importSwift(ChatComposer.holding))
        let result = try Self.analyze(spec)
        #expect(result.states.map(\.state.id) == [
            "\(Self.environment)/hidden/near-bottom", "\(Self.environment)/docked/near-bottom", "\(Self.environment)/docked-drag/near-bottom",
        ])
        #expect(result.states.allSatisfy { $0.findings.isEmpty }, "\(result.states.flatMap(\.findings).map(\.message))")
        #expect(result.states.allSatisfy { $0.method == .exact })
        #expect(try Self.isFeasible(spec, height: 336, drag: 336 - Rational(1) / 100) == true)
    }

    static func analyze(_ spec: LayoutSpec) throws -> SpecResult {
        let environments = try resolve([environment]).map { $0.offeringDismissalDrag() }
        return try Analyzer.analyze(spec, in: environments, options: AnalysisOptions(jobs: 1))
    }

    /// Whether the required constraints have a solution with the docked keyboard `height` pt
    /// high dragged `drag` pt down, solved at that one position.
    static func isFeasible(_ spec: LayoutSpec, height: Rational, drag: Rational) throws -> Bool? {
        let environment = try #require(try resolve([environment]).first)
        let top = environment.screenSize.height - height + drag
        let guideHeight = environment.screenSize.height - top
        let keyboard: [Variable: Rational] = [
            .keyboard(.guideX): 0, .keyboard(.guideY): top, .keyboard(.guideWidth): 393, .keyboard(.guideHeight): guideHeight,
            .keyboard(.frameX): 0, .keyboard(.frameY): top, .keyboard(.frameWidth): 393, .keyboard(.frameHeight): height,
        ]
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
        let solver = ConcreteSolver(problem: problem, context: try Context(), limits: .none)
        guard case .decided(let costs) = try solver.optimalCosts(at: keyboard) else { return nil }
        return costs != nil
    }
}
