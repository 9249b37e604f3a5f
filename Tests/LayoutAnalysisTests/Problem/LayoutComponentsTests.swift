import ExactGeometry
import KbcovTestSupport
@testable import LayoutAnalysis
import Testing

/// The parts of a layout that share no unknown, and which of them the keyboard reaches.
@Suite struct LayoutComponentsTests {
    /// A bar riding on the keyboard and a logo at the top: after presolve, only the four sizes are
    /// left, each on its own, and none of them moves with the keyboard (the bar's y does, but the
    /// required equality eliminates it).
    static let barAndLogo = """
        kbcov: 1
        name: bar and logo
        views:
          bar: { intrinsicSize: { width: 200, height: 44 } }
          logo: { intrinsicSize: { width: 80, height: 80 } }
        constraints:
          - bar.leading == safeArea.leading + 16
          - bar.bottom == keyboard.top - 8
          - logo.top == safeArea.top + 20
          - logo.centerX == view.centerX
        """

    /// A sheet that would be 800 pt tall but must end above the keyboard: its height follows the keyboard.
    static let sheet = """
        kbcov: 1
        name: sheet
        views:
          sheet: { intrinsicSize: { width: 400, height: 800 } }
        constraints:
          - sheet.top == safeArea.top + 20
          - { id: aboveKeyboard, rule: sheet.bottom <= keyboard.top }
          - sheet.centerX == view.centerX
        """

    @Test func independentSizesAreSeparateComponentsTheKeyboardDoesNotReach() throws {
        let problem = try Self.problem(Self.barAndLogo)
        let components = Presolve(problem).components(of: problem)
        #expect(components.map(\.variables) == [
            [.frame(item: 0, .width)], [.frame(item: 0, .height)],
            [.frame(item: 1, .width)], [.frame(item: 1, .height)],
        ])
        #expect(components.allSatisfy { !$0.followsKeyboard })
        #expect(components.allSatisfy { $0.rows.count == 2 }, "each size has its hugging and compression-resistance rows")
    }

    @Test func aSizeBoundByTheKeyboardFollowsIt() throws {
        let problem = try Self.problem(Self.sheet)
        let components = Presolve(problem).components(of: problem)
        let height = try #require(components.first { $0.variables == [.frame(item: 0, .height)] })
        #expect(height.followsKeyboard)
        #expect(height.rows.map { problem.rows[$0].source.id }.contains("aboveKeyboard"))
        let width = try #require(components.first { $0.variables == [.frame(item: 0, .width)] })
        #expect(!width.followsKeyboard)
    }

    /// The bar's bottom edge is the keyboard's top less 8 (a required equality): whether the bar
    /// leaves the screen depends on where the keyboard is; whether the logo is wider than the
    /// screen depends on nothing the keyboard moves, and the sheet's height on the keyboard alone.
    @Test func aConditionReachesTheParametersOfThePartsItNames() throws {
        let problem = try Self.problem(Self.barAndLogo)
        let presolve = Presolve(problem)
        let components = presolve.components(of: problem)
        let bottom = LinearForm(coefficients: [.frame(item: 0, .y): 1, .frame(item: 0, .height): 1], constant: -1024)
        let barBelowScreen = Condition(allOf: [Comparison(form: -bottom, isStrict: true)])
        #expect(presolve.parameters(reaching: barBelowScreen, in: problem, components: components) == [.keyboard(.guideY)])
        let logoWide = Condition(allOf: [Comparison(form: LinearForm(coefficients: [.frame(item: 1, .width): -1], constant: 1366), isStrict: true)])
        #expect(presolve.parameters(reaching: logoWide, in: problem, components: components).isEmpty)

        let sheet = try Self.problem(Self.sheet)
        let sheetPresolve = Presolve(sheet)
        let short = Condition(allOf: [Comparison(form: LinearForm(coefficients: [.frame(item: 0, .height): 1], constant: -800), isStrict: true)])
        #expect(sheetPresolve.parameters(reaching: short, in: sheet, components: sheetPresolve.components(of: sheet)) == [.keyboard(.guideY)])
    }

    static func problem(_ yaml: String) throws -> LayoutProblem {
        let spec = try load(yaml)
        let environment = try #require(try resolve(["ipad-pro-12-9/landscape/full/ltr"]).first)
        return LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
    }
}
