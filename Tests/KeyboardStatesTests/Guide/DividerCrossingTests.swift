import ExactGeometry
import KeyboardStates
import LayoutSpec
import Testing

/// The seed case: a floating keyboard crossing the Split View divider.
@Suite struct DividerCrossingTests {
    @Test func guideShrinksToZeroWidthAtTheDividerWithTheAppOnTheRight() throws {
        let environment = try #require(Fixtures.environment("ipad-pro-12-9/landscape/split-half-right/ltr"))
        #expect(environment.windowFrame == Rect(x: 688, y: 0, width: 678, height: 1024))
        var widths: [Rational] = []
        for x in stride(from: 688, through: 328, by: -40) {
            let frame = Rect(x: Rational(x), y: 400, width: 320, height: 260)
            let guide = KeyboardGuide(keyboardFrame: frame, keyboard: .floating, in: environment, settings: Fixtures.following)
            widths.append(guide.followsKeyboard ? guide.frame.width : 0)
            if guide.followsKeyboard {
                #expect(guide.frame.minX == 0)
                #expect(guide.nearEdges(keyboard: .floating, in: environment) == [.leading])
            } else {
                #expect(guide.nearEdges(keyboard: .floating, in: environment) == [.bottom])
            }
        }
        #expect(widths == [320, 280, 240, 200, 160, 120, 80, 40, 0, 0])
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0.0 >= $0.1 })

        // Symbolically: the piece left of the divider has guide width x - 368, zero at x = 368.
        let state = try #require(Fixtures.statesByID["ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-leading"])
        let piece = try #require(state.region.pieces.first { $0.contains([400, 400]) })
        #expect(piece.guideFrame.width.value(at: [400, 400]) == 32)
        #expect(piece.guideFrame.width.value(at: [368, 400]) == 0)
        #expect(!state.region.contains([368, 400], configuration: .floating))
    }

    @Test func nearTrailingWithTheAppOnTheLeft() throws {
        let environment = try #require(Fixtures.environment("ipad-pro-12-9/landscape/split-half-left/ltr"))
        for x in stride(from: 400, through: 670, by: 30) {
            let frame = Rect(x: Rational(x), y: 400, width: 320, height: 260)
            let guide = KeyboardGuide(keyboardFrame: frame, keyboard: .floating, in: environment, settings: Fixtures.following)
            #expect(guide.frame.maxX == 678)
            #expect(guide.nearEdges(keyboard: .floating, in: environment) == [.trailing], "x = \(x)")
        }
    }

    @Test func rightToLeftSwapsLeadingAndTrailing() throws {
        let environment = try #require(Fixtures.environment("ipad-pro-12-9/landscape/split-half-right/rtl"))
        let frame = Rect(x: 500, y: 400, width: 320, height: 260)
        let guide = KeyboardGuide(keyboardFrame: frame, keyboard: .floating, in: environment, settings: Fixtures.following)
        #expect(guide.nearEdges(keyboard: .floating, in: environment) == [.trailing])
    }

    @Test func nearBottomLeadingWithTheAppOnTheRightIsReachable() throws {
        let state = try #require(Fixtures.statesByID["ipad-pro-12-9/landscape/split-half-right/ltr/floating/near-bottom-leading"])
        #expect(state.isReachable)
        #expect(state.region.parameters.map(\.name) == ["x", "y"])
        for piece in state.region.pieces {
            let point = try #require(piece.samplePoint())
            let frame = piece.keyboardFrame.rect(at: point)
            let guide = KeyboardGuide(keyboardFrame: frame, keyboard: .floating, in: state.environment, settings: Fixtures.following)
            #expect(guide.frame == piece.guideFrame.rect(at: point))
            #expect(guide.nearEdges(keyboard: .floating, in: state.environment) == [.bottom, .leading])
        }
        let bounds = try #require(state.region.bounds)
        #expect(bounds.x == ValueRange(min: 368, max: Rational(7558, 10)))
        #expect(bounds.y == ValueRange(min: Rational(73328, 100), max: 764))
    }
}
