import ExactGeometry
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
    switch SpecLoader.load(yaml: yaml, path: "test.yaml") {
    case .success(let spec): return UIKitLowering.lowered(spec, table: table)
    case .failure(let error): throw LayoutFailure(description: error.description)
    }
}

func environment() throws -> Environment {
    let entry = EnvironmentEntry(.named(fullScreen), location: SourceLocation(file: "test", line: 1, column: 1))
    switch try Catalog.builtIn().environments(for: [entry]) {
    case .success(let environments) where environments.count == 1: return environments[0]
    case .success(let environments): throw LayoutFailure(description: "\(environments.count) environments")
    case .failure(let error): throw LayoutFailure(description: error.description)
    }
}

/// The frames Auto Layout resolves with the keyboard hidden (its guide a 0-high strip at the
/// bottom of the safe area), solved by Z3 the way the analysis solves witnesses; it fails unless
/// the layout is fully determined.
func resolvedFrames(_ yaml: String, table: ContentSizeTable = .builtin) throws -> [String: Rect] {
    let spec = try lowered(yaml, table: table)
    let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(try environment()), constraints: spec.allConstraints)
    let solver = ConcreteSolver(problem: problem, context: try Context(), limits: .none)
    let keyboard: [KeyboardVariable: Rational] = [
        .guideX: 0, .guideY: 1004, .guideWidth: 1366, .guideHeight: 0,
        .frameX: 0, .frameY: 1024, .frameWidth: 1366, .frameHeight: 0,
    ]
    guard case .decided(let costs?) = try solver.optimalCosts(at: keyboard) else {
        throw LayoutFailure(description: "the required constraints conflict")
    }
    let least = try solver.extremeLayout(problem.frameVariables, maximizing: false, closureOf: nil, optimalCosts: costs, at: keyboard)
    let greatest = try solver.extremeLayout(problem.frameVariables, maximizing: true, closureOf: nil, optimalCosts: costs, at: keyboard)
    guard let least, let greatest else { throw LayoutFailure(description: "no layout") }
    let frames = Dictionary(uniqueKeysWithValues: problem.items.indices.map { (problem.items[$0], least.frame(of: $0)) })
    let other = Dictionary(uniqueKeysWithValues: problem.items.indices.map { (problem.items[$0], greatest.frame(of: $0)) })
    guard frames == other else {
        let free = frames.keys.sorted().filter { frames[$0] != other[$0] }
        throw LayoutFailure(description: "the layout is not determined: \(free.map { "\($0) \(frames[$0]!) or \(other[$0]!)" })")
    }
    return frames
}

func analyze(_ yaml: String, table: ContentSizeTable = .builtin) throws -> SpecResult {
    try Analyzer.analyze(try lowered(yaml, table: table), in: [try environment()])
}

/// `x y width height` as a rectangle, exact.
func rect(_ x: Rational, _ y: Rational, _ width: Rational, _ height: Rational) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
