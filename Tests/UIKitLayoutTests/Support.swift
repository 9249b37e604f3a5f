import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout
import Z3

struct LayoutFailure: Error, CustomStringConvertible {
    var description: String
}

/// The 12.9" iPad in landscape, full screen, left to right: safe area from y = 24 to 1004.
let fullScreen = "ipad-pro-12-9/landscape/full/ltr"

func lowered(_ yaml: String, table: ContentSizeTable = .builtin) throws -> LayoutSpec {
    UIKitLowering.lowered(try load(yaml), table: table)
}

func environment() throws -> Environment {
    let environments = try resolve([fullScreen])
    guard environments.count == 1 else { throw LayoutFailure(description: "\(environments.count) environments") }
    return environments[0]
}

/// The frames Auto Layout resolves with the keyboard hidden (its guide a 0-high strip at the
/// bottom of the safe area), solved by Z3 the way the analysis solves witnesses; it fails unless
/// the layout is fully determined. Content the spec leaves unknown has the sizes `content`
/// gives by `view.width` or `view.height`, else the least of its range.
func resolvedFrames(_ yaml: String, table: ContentSizeTable = .builtin, content: [String: Rational] = [:]) throws -> [String: Rect] {
    let spec = try lowered(yaml, table: table)
    let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(try environment()), constraints: spec.allConstraints)
    let solver = ConcreteSolver(problem: problem, context: try Context(), limits: .none)
    var keyboard: [Variable: Rational] = [
        .keyboard(.guideX): 0, .keyboard(.guideY): 1004, .keyboard(.guideWidth): 1366, .keyboard(.guideHeight): 0,
        .keyboard(.frameX): 0, .keyboard(.frameY): 1024, .keyboard(.frameWidth): 1366, .keyboard(.frameHeight): 0,
    ]
    for parameter in problem.contentParameters {
        keyboard[parameter.variable] = content[problem.contentName(of: parameter.variable)] ?? parameter.minimum
    }
    guard case .decided(let costs?) = try solver.optimalCosts(at: keyboard) else {
        throw LayoutFailure(description: "the required constraints conflict")
    }
    switch try solver.canonicalLayout(optimalCosts: costs, pinned: [], at: keyboard) {
    case .unknown(let reason): throw LayoutFailure(description: "unknown: \(reason)")
    case .decided(nil): throw LayoutFailure(description: "no layout")
    case .decided(let canonical?) where !canonical.isUnique: throw LayoutFailure(description: "the layout is not determined")
    case .decided(let canonical?):
        return Dictionary(uniqueKeysWithValues: problem.items.indices.map { (problem.items[$0], canonical.layout.frame(of: $0)) })
    }
}

func analyze(_ yaml: String, table: ContentSizeTable = .builtin) throws -> SpecResult {
    try Analyzer.analyze(try lowered(yaml, table: table), in: [try environment()])
}

/// `x y width height` as a rectangle, exact.
func rect(_ x: Rational, _ y: Rational, _ width: Rational, _ height: Rational) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
