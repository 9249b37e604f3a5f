import ExactGeometry
import KeyboardStates
import LayoutSpec
import KbcovTestSupport
@testable import LayoutAnalysis
import Testing

/// The starts an environment's earlier states found, kept per question and per axis: a window
/// bound never proposes a content size's start, nor one end of a range the other's. Along a
/// window parameter, the latest starts of any question follow the question's own. Along a content
/// size, the start the question had in the same piece comes first, also when handed to the same
/// environment at another text size.
@Suite struct StartHintsTests {
    let offscreen = [Condition(anyOf: [[.less(LinearForm(.frame(item: 0, .x)), LinearForm())]])]
    let covered = [Condition(anyOf: [[.less(LinearForm(.keyboard(.guideY)), LinearForm(.frame(item: 0, .y)))]])]

    /// A hidden keyboard's piece with a text width of 0–`widest` pt as its parameter.
    private func piece(widest: Rational) -> RegionPiece {
        let none = AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 0)
        return RegionPiece(configuration: .hidden, constraints: [], keyboardFrame: none, keyboardFrameInView: none, guideFrame: none, guideFollowsKeyboard: false)
            .withContent([ContentParameter(variable: .content(item: 0, .horizontal), minimum: 0, maximum: widest)])
    }

    @Test func eachAxisKeepsItsOwnLatestStarts() {
        let hints = StartHints()
        hints.record([2: ContentStart(value: 212, isIncluded: false)], from: 1, for: offscreen, in: piece(widest: 2048))
        hints.record(628, for: offscreen, along: .parameter(3, ascending: true))
        hints.record(-753, for: offscreen, along: .parameter(4, ascending: false))
        for start: Rational in [400, 500, 600, 628] { hints.record(start, for: offscreen, along: .parameter(3, ascending: true)) }

        #expect(hints.hints(for: offscreen, in: piece(widest: 2048)) == [1: [212]])
        #expect(hints.hints(for: offscreen, along: .parameter(3, ascending: true)) == [628, 600, 500])
        #expect(hints.hints(for: offscreen, along: .parameter(3, ascending: false)) == [])
        #expect(hints.hints(for: offscreen, along: .parameter(4, ascending: false)) == [-753])
        #expect(hints.hints(for: covered, along: .parameter(3, ascending: true)) == [628, 600, 500])
        #expect(hints.hints(for: nil, along: .parameter(3, ascending: true)) == [628, 600, 500])
        #expect(hints.hints(for: covered, in: piece(widest: 2048)) == [:])

        hints.record(700, for: covered, along: .parameter(3, ascending: true))
        #expect(hints.hints(for: covered, along: .parameter(3, ascending: true)) == [700, 628, 600])
        #expect(hints.hints(for: offscreen, along: .parameter(3, ascending: true)) == [628, 600, 500, 700])
    }

    @Test func aPieceProposesItsOwnStartFirstAtTheNextTextSize() throws {
        let (narrow, wide) = (piece(widest: 1024), piece(widest: 2048))
        let hints = StartHints()
        hints.record([0: ContentStart(value: 212, isIncluded: false)], from: 0, for: offscreen, in: narrow)
        hints.record([0: ContentStart(value: 300, isIncluded: true)], from: 0, for: offscreen, in: wide)
        #expect(hints.hints(for: offscreen, in: narrow) == [0: [212, 300]])
        #expect(hints.hints(for: offscreen, in: wide) == [0: [300, 212]])
        #expect(hints.hints(for: covered, in: narrow) == [:])

        let environments = try resolve(["iphone-se/landscape/full/ltr", "iphone-se/portrait/full/ltr"])
        let sized = { (index: Int, textSize: ContentSizeCategory) in
            var environment = environments[index]
            environment.textSize = textSize
            return environment
        }
        let seeds = TextSizeSeeds()
        seeds.store(TextSizeSeeds.Seed(hints: hints.snapshot), for: sized(0, .large))
        let seeded = StartHints(seeds.seed(for: sized(0, .ax3)).hints)
        #expect(seeded.hints(for: offscreen, in: narrow) == [0: [212, 300]], "the same environment at another text size")
        #expect(StartHints(seeds.seed(for: sized(1, .ax3)).hints).hints(for: offscreen, in: narrow) == [:], "another environment")
    }
}
