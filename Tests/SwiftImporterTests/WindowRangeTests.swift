import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing
import UIKitLayout
import Z3

/// `CheckoutForm` in every Stage Manager window of the 11-inch iPad Pro in landscape: its order
/// bar leaves the window only in windows shorter than half their width plus 132 pt plus the top
/// inset. The finding names the exact bounds — no window 753 pt or taller shows it (a window as
/// wide as the screen at its top: 24 + 597 + 132), nor one 328 pt wide or narrower (320 pt tall
/// at the top: 24 + 164 + 132) — and concrete solves agree at each bound and just past it, in
/// both layout directions (the right-to-left range is analysed in its mirror, solved here as is).
@Suite struct WindowRangeTests {
    @Test(arguments: ["ltr", "rtl"])
    func theOrderBarLeavesShortWideWindowsOnly(_ direction: String) throws {
        let environment = "ipad-pro-11/landscape/stage-range/\(direction)"
        let spec = UIKitLowering.lowered(try importSwift(CheckoutForm.source))
        let result = try Analyzer.analyze(spec, in: [try Self.rangeEnvironment(environment)], options: AnalysisOptions(jobs: 1))
        let hidden = try #require(result.states.first { $0.state.id == "\(environment)/hidden/near-bottom" })
        let offscreen = try #require(hidden.findings.first { $0.kind == .offscreen && $0.items == ["orderBar"] }, "\(hidden.findings.map(\.message))")
        #expect(offscreen.message.hasSuffix("; only in windows wider than 328 pt and shorter than 753 pt"), "\(offscreen.message)")
        let witness = try #require(offscreen.witness)
        let window = try #require(WindowRange.frame(in: witness.parameters))
        #expect(window.height < window.width / 2 + 132 + 24)
        #expect(offscreen.message.contains("in a \(window.width.decimalString()) × \(window.height.decimalString()) view"))

        // The bounds, solved at one window each: at the top of the screen, as wide as it is…
        #expect(try Self.leavesTheWindow(spec, in: environment, Rect(x: 0, y: 0, width: 1194, height: 753)) == false)
        #expect(try Self.leavesTheWindow(spec, in: environment, Rect(x: 0, y: 0, width: 1194, height: 753 - Rational(1) / 100)) == true)
        // …and as short as a window can be.
        #expect(try Self.leavesTheWindow(spec, in: environment, Rect(x: 0, y: 0, width: 328, height: 320)) == false)
        #expect(try Self.leavesTheWindow(spec, in: environment, Rect(x: 0, y: 0, width: 328 + Rational(1) / 100, height: 320)) == true)
        // Away from the status bar the top inset is gone, and so are 24 pt of the bound.
        #expect(try Self.leavesTheWindow(spec, in: environment, Rect(x: 0, y: 24, width: 1194, height: 729)) == false)
        #expect(try Self.leavesTheWindow(spec, in: environment, Rect(x: 0, y: 24, width: 1194, height: 729 - Rational(1) / 100)) == true)
    }

    /// The banner, half as high as it is wide under the safe area's top, leaves windows shorter
    /// than half their width plus the top inset — 24 pt at most, at the top of the screen. Each
    /// bound alone (wider than 592 pt, shorter than 621 pt) leaves windows in between that the
    /// banner fits; the layout is affine here, so the finding joins the width and the height, and
    /// concrete solves agree on both sides of that edge, and inside the bounds but past it.
    @Test func theBannerLeavesWindowsShorterThanHalfTheirWidthPlusTheInset() throws {
        let environment = "ipad-pro-11/landscape/stage-range/ltr"
        let spec = UIKitLowering.lowered(try importSwift(CheckoutForm.source))
        let result = try Analyzer.analyze(spec, in: [try Self.rangeEnvironment(environment)], options: AnalysisOptions(jobs: 1))
        let hidden = try #require(result.states.first { $0.state.id == "\(environment)/hidden/near-bottom" })
        let offscreen = try #require(hidden.findings.first { $0.kind == .offscreen && $0.items == ["bannerView"] }, "\(hidden.findings.map(\.message))")
        #expect(offscreen.message.hasSuffix("; only in windows shorter than 0.5 × their width + 24 pt, wider than 592 pt and shorter than 621 pt"),
                "\(offscreen.message)")
        let leaves = { (window: Rect) in try Self.leavesTheWindow(spec, in: environment, window, item: "bannerView") }
        let hundredth = Rational(1) / 100
        // At the top of the screen, under the status bar: 400 + 24 pt.
        #expect(try leaves(Rect(x: 0, y: 0, width: 800, height: 424)) == false)
        #expect(try leaves(Rect(x: 0, y: 0, width: 800, height: 424 - hundredth)) == true)
        // Lower down the inset is gone, and the banner fits 24 pt sooner.
        #expect(try leaves(Rect(x: 0, y: 24, width: 800, height: 400)) == false)
        #expect(try leaves(Rect(x: 0, y: 24, width: 800, height: 400 - hundredth)) == true)
        // Within both bounds, but past the edge: no window of that size shows it.
        #expect(try leaves(Rect(x: 0, y: 0, width: 600, height: 400)) == false)
    }

    static func rangeEnvironment(_ id: String) throws -> Environment {
        let setup = try defaultSetup()
        let ranged = setup.catalog.addingWindowRanges(to: try resolve(["ipad-pro-11/landscape/full"]))
        return try #require(ranged.first { $0.id == id })
    }

    /// Whether the resolved layout with the keyboard hidden puts the item's bottom below the
    /// bottom of `window`, solved at that one window.
    static func leavesTheWindow(_ spec: LayoutSpec, in id: String, _ window: Rect, item: String = "orderBar") throws -> Bool? {
        let environment = try rangeEnvironment(id)
        let states = StateSpace.states(in: environment, guide: spec.keyboardGuide)
        let hidden = try #require(states.first { $0.keyboard == .hidden })
        let point = [window.x, window.y, window.width, window.height]
        let piece = try #require(hidden.region.pieces.first { $0.contains(point) })
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
        let content = problem.contentParameters
        let parameters = piece.withContent(content).parameterValues(at: point + content.map(\.minimum), content: content)
        let solver = ConcreteSolver(problem: problem, context: try Context(), limits: .none)
        guard case .decided(let costs?) = try solver.optimalCosts(at: parameters) else { return nil }
        let bar = try #require(problem.items.firstIndex(of: item))
        let below = Condition(allOf: [.less(LinearForm(.keyboard(.viewHeight)), LinearForm(.frame(item: bar, .y)) + LinearForm(.frame(item: bar, .height)))])
        guard case .decided(let leaves) = try solver.someResolvedLayout(satisfies: below, optimalCosts: costs, at: parameters) else { return nil }
        return leaves
    }
}
