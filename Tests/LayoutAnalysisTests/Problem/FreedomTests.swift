import ExactGeometry
import KbcovTestSupport
@testable import LayoutAnalysis
import Testing

/// The structural freedom of a layout (the directions no row sees) and conditions seen through it.
@Suite struct FreedomTests {
    /// `stack` is 250 high and its bottom 20 above `content`'s: `content`'s y and height move
    /// `stack`'s y with them; every x and width is free; `stack`'s height is not.
    @Test func twoConstraintsLeaveEverythingButOneHeightFree() throws {
        let spec = try load(FreedomSpecTests.twoConstraints)
        let environment = try #require(try resolve(["iphone-16/portrait/full/ltr"]).first)
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
        let freedom = Freedom(problem, after: Presolve(problem))
        #expect(freedom.freeComponents(of: 0) == [.x, .y, .width])
        #expect(freedom.freeComponents(of: 1) == [.x, .y, .width, .height])
        #expect(freedom.frameBasis(of: 0).count == 3)
        #expect(freedom.frameBasis(of: 1).count == 4)
    }

    /// Pinned sizes and positions leave nothing free, optional rows included.
    @Test func intrinsicSizesAndPositionsPin() throws {
        let spec = try load(LayoutComponentsTests.barAndLogo)
        let environment = try #require(try resolve(["iphone-16/portrait/full/ltr"]).first)
        let problem = LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
        #expect(Freedom(problem, after: Presolve(problem)).isEmpty)
    }

    /// Offscreen in a 400 × 800 view, seen along a free x: a frame is offscreen in every layout
    /// only if it is too wide or vertically out; in some layout whatever its place.
    @Test func offscreenAlongAFreeX() {
        let (x, y, width, height) = (LinearForm.frame(0, .x), LinearForm.frame(0, .y), LinearForm.frame(0, .width), LinearForm.frame(0, .height))
        let offscreen = Condition(anyOf: [
            [.less(x, LinearForm(constant: 0))], [.less(y, LinearForm(constant: 0))],
            [.less(LinearForm(constant: 400), x + width)], [.less(LinearForm(constant: 800), y + height)],
        ])
        let alongX: [[Variable: Rational]] = [[.frame(item: 0, .x): 1]]
        let always = offscreen.holdingAlong(alongX)
        func frame(_ values: [Rational]) -> (Variable) -> Rational {
            { variable in
                guard case .frame(_, let component) = variable else { return .zero }
                return values[component.rawValue]
            }
        }
        #expect(!always.holds(frame([-50, 10, 100, 40])), "moves back on screen")
        #expect(always.holds(frame([0, 790, 100, 40])), "below the bottom wherever x is")
        #expect(always.holds(frame([0, 10, 500, 40])), "wider than the view")
        #expect(offscreen.reachable(along: alongX).holds(frame([10, 10, 100, 40])))
        #expect(!offscreen.reachable(along: [[.frame(item: 0, .y): 1]]).alternatives.isEmpty)
        #expect(offscreen.holdingAlong([[.frame(item: 0, .x): 1], [.frame(item: 0, .y): 1]]).alternatives.isEmpty == false)
        #expect(offscreen.holdingAlong(alongX + [[.frame(item: 0, .y): 1], [.frame(item: 0, .width): 1], [.frame(item: 0, .height): 1]])
            .alternatives.isEmpty, "a fully free frame is never offscreen in every layout")
    }
}
