import ExactGeometry
import KbcovTestSupport
import KeyboardStates
@testable import LayoutAnalysis
import LayoutSpec
import Testing

/// A right-to-left problem in the mirror: directional constraints become the left-to-right
/// problem's rows exactly; absolute ones (`left`, `right`) become their opposite side's.
@Suite struct ProblemMirrorTests {
    static let spec = """
        kbcov: 1
        name: mirror
        views:
          title: { intrinsicSize: { width: 120, height: 20 } }
          badge: {}
        constraints:
          - { id: titleLeading, rule: title.leading == safeArea.leading + 16 }
          - { id: titleTrailing, rule: title.trailing <= keyboard.trailing - 8 }
          - { id: titleTop, rule: title.top == view.top + 20 }
          - { id: badgeLeft, rule: badge.left == view.left + 10 }
          - { id: badgeSize, rule: badge.width == 30 }
          - { id: badgeTop, rule: badge.top == title.bottom }
          - { id: badgeHeight, rule: badge.height == 10 }
        """

    static func problem(_ spec: LayoutSpec, in environment: Environment) -> LayoutProblem {
        LayoutProblem(spec: spec, geometry: ScreenGeometry(environment), constraints: spec.allConstraints)
    }

    @Test func directionalRowsMirrorOntoTheLeftToRightRows() throws {
        let spec = try load(Self.spec)
        let environments = try resolve(["iphone-16/landscape/full/rtl", "iphone-16/landscape/full/ltr"])
        let (rightToLeft, leftToRight) = (environments[0], environments[1])
        let mirrored = HorizontalMirror(rightToLeft).problem(Self.problem(spec, in: rightToLeft))
        let plain = Self.problem(spec, in: leftToRight)
        #expect(mirrored.geometry == plain.geometry)
        for (row, plainRow) in zip(mirrored.rows, plain.rows) where row.source.id != "badgeLeft" {
            #expect(row == plainRow, "\(row.source.id)")
        }
        // badge.left == view.left + 10, mirrored: the badge's right edge 10 pt from the view's right.
        let badgeLeft = try #require(mirrored.rows.first { $0.source.id == "badgeLeft" })
        let width = rightToLeft.viewSize.width
        let badge = try #require(plain.items.firstIndex(of: "badge"))
        #expect(-badgeLeft.form == LinearForm(.frame(item: badge, .x)) + LinearForm(.frame(item: badge, .width)) + -(width - 10))
    }

    @Test func theMirrorOfTheMirrorIsTheProblem() throws {
        let spec = try load(Self.spec)
        let environment = try resolve(["ipad-pro-11/portrait/split-third-right/rtl"])[0]
        let mirror = HorizontalMirror(environment)
        let problem = Self.problem(spec, in: environment)
        #expect(mirror.problem(mirror.problem(problem)) == problem)
        let layout = Assignment(values: [
            .frame(item: 0, .x): 5, .frame(item: 0, .width): 120, .keyboard(.guideX): 0, .keyboard(.guideWidth): 300,
            .keyboard(.frameX): 7, .keyboard(.frameWidth): 320, .frame(item: 1, .y): 40,
        ])
        let geometry = problem.geometry
        #expect(mirror.assignment(mirror.assignment(layout, in: geometry), in: geometry).values == layout.values)
        #expect(mirror.assignment(layout, in: geometry)[.frame(item: 0, .x)] == environment.viewSize.width - 125)
    }

    /// In a window range the view's width is the window's variable: rows and layouts are mirrored
    /// across it, and the mirror is still its own inverse.
    @Test func aWindowRangeIsMirroredAcrossItsWidthVariable() throws {
        let spec = try load(Self.spec)
        let environment = try #require(
            try defaultSetup().catalog.addingWindowRanges(to: resolve(["ipad-pro-11/landscape/full/rtl"])).first { $0.windowRange != nil })
        let mirror = HorizontalMirror(environment)
        let problem = Self.problem(spec, in: environment)
        let mirrored = mirror.problem(problem)
        #expect(mirror.problem(mirrored) == problem)
        // badge.left == view.left + 10: in the mirror, its right edge 10 pt from the window's right edge.
        let badgeLeft = try #require(mirrored.rows.first { $0.source.id == "badgeLeft" })
        let badge = try #require(problem.items.firstIndex(of: "badge"))
        #expect(-badgeLeft.form == LinearForm(.frame(item: badge, .x)) + LinearForm(.frame(item: badge, .width)) - LinearForm(.keyboard(.viewWidth)) + 10)
        let layout = Assignment(values: [.frame(item: 0, .x): 5, .frame(item: 0, .width): 120, .keyboard(.viewWidth): 500, .keyboard(.safeAreaX): 0,
                                         .keyboard(.safeAreaWidth): 500])
        let geometry = problem.geometry
        #expect(mirror.assignment(layout, in: geometry)[.frame(item: 0, .x)] == 375)
        #expect(mirror.assignment(mirror.assignment(layout, in: geometry), in: geometry).values == layout.values)
    }
}
