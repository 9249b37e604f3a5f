import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import Z3

/// A Stage Manager finding says where the window sits against the keyboard as well as its size.
/// The shipped toolbar rides on the docked keyboard's top; in a window the keyboard covers all
/// but 44 pt of, the toolbar is pushed above the window's top. The shortest window is 320 pt tall,
/// so no window whose bottom is 276 pt or less below the keyboard's top shows it, and one 320 pt
/// tall whose bottom is a hundredth of a point lower does: concrete solves agree on both sides.
@Suite struct WindowPlacementTests {
    /// On the 11-inch iPad Pro in landscape, the docked keyboard without the bar above its keys.
    static let keyboardTop: Rational = 434

    @Test(arguments: ["ltr", "rtl"])
    func theToolbarLeavesWindowsTheKeyboardCoversAllButItsHeightOf(_ direction: String) throws {
        let spec = try shippedSpec("toolbar-follows-keyboard.yaml")
        let environment = try Self.rangeEnvironment(direction)
        let result = try Analyzer.analyze(spec, in: [environment], options: AnalysisOptions(jobs: 1))
        let docked = try #require(result.states.first { $0.state.id == "\(environment.id)/docked/near-bottom" })
        let offscreen = try #require(docked.findings.first { $0.kind == .offscreen }, "\(docked.findings.map(\.message))")
        #expect(offscreen.message.hasSuffix("; only in windows shorter than 472 pt, with their bottom more than 276 pt below the keyboard's top"),
                "\(offscreen.message)")

        let shortest = { (depth: Rational) in Rect(x: 100, y: Self.keyboardTop + depth - 320, width: 499, height: 320) }
        #expect(try Self.pushesTheToolbarAbove(spec, in: environment, shortest(276)) == false)
        #expect(try Self.pushesTheToolbarAbove(spec, in: environment, shortest(276 + Rational(1) / 100)) == true)
    }

    static func rangeEnvironment(_ direction: String) throws -> Environment {
        let ranged = try defaultSetup().catalog.addingWindowRanges(to: resolve(["ipad-pro-11/landscape/full/\(direction)"]))
        return try #require(ranged.first { $0.windowRange != nil })
    }

    /// Whether the resolved layout with the docked keyboard's top at `keyboardTop` puts the
    /// toolbar's top above the view's, solved at that one window.
    static func pushesTheToolbarAbove(_ spec: LayoutSpec, in environment: Environment, _ window: Rect) throws -> Bool? {
        let states = StateSpace.states(in: environment, guide: spec.keyboardGuide)
        let docked = try #require(states.first { $0.keyboard == .docked && !$0.region.isEmpty })
        let names = docked.region.parameters.map(\.name)
        var point = names.map { _ in Rational.zero }
        for (name, value) in zip(["windowX", "windowY", "windowWidth", "windowHeight"], [window.x, window.y, window.width, window.height]) {
            point[try #require(names.firstIndex(of: name))] = value
        }
        // The keyboard's own parameter (its height, with or without the bar above the keys), at the top asked for.
        let top = try #require(docked.region.pieces.first).keyboardFrame.y
        let height = try #require(top.coefficients.firstIndex { !$0.isZero })
        point[height] = (keyboardTop - top.constant) / top.coefficients[height]
        let piece = try #require(docked.region.pieces.first { $0.contains(point) })
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: ActiveConstraints.constraints(of: spec, at: Activation(docked)))
        let parameters = piece.parameterValues(at: point, content: [])
        let solver = ConcreteSolver(problem: problem, context: try Context(), limits: .none)
        guard case .decided(let costs?) = try solver.optimalCosts(at: parameters) else { return nil }
        let toolbar = try #require(problem.items.firstIndex(of: "toolbar"))
        let above = Condition(allOf: [.less(LinearForm(.frame(item: toolbar, .y)), LinearForm())])
        guard case .decided(let pushed) = try solver.someResolvedLayout(satisfies: above, optimalCosts: costs, at: parameters) else { return nil }
        return pushed
    }
}
