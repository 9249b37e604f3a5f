import ExactGeometry
@testable import LayoutAnalysis
import Testing

/// The starts an environment's earlier states found, kept per question and per axis: a window
/// bound never proposes a content size's start, nor one end of a range the other's. Along a
/// window parameter, the latest starts of any question follow the question's own.
@Suite struct StartHintsTests {
    let offscreen = [Condition(anyOf: [[.less(LinearForm(.frame(item: 0, .x)), LinearForm())]])]
    let covered = [Condition(anyOf: [[.less(LinearForm(.keyboard(.guideY)), LinearForm(.frame(item: 0, .y)))]])]

    @Test func eachAxisKeepsItsOwnLatestStarts() {
        let hints = StartHints()
        hints.record([2: ContentStart(value: 212, isIncluded: false)], from: 1, for: offscreen)
        hints.record(628, for: offscreen, along: .parameter(3, ascending: true))
        hints.record(-753, for: offscreen, along: .parameter(4, ascending: false))
        for start: Rational in [400, 500, 600, 628] { hints.record(start, for: offscreen, along: .parameter(3, ascending: true)) }

        #expect(hints.hints(for: offscreen) == [1: [212]])
        #expect(hints.hints(for: offscreen, along: .parameter(3, ascending: true)) == [628, 600, 500])
        #expect(hints.hints(for: offscreen, along: .parameter(3, ascending: false)) == [])
        #expect(hints.hints(for: offscreen, along: .parameter(4, ascending: false)) == [-753])
        #expect(hints.hints(for: covered, along: .parameter(3, ascending: true)) == [628, 600, 500])
        #expect(hints.hints(for: nil, along: .parameter(3, ascending: true)) == [628, 600, 500])
        #expect(hints.hints(for: covered) == [:])

        hints.record(700, for: covered, along: .parameter(3, ascending: true))
        #expect(hints.hints(for: covered, along: .parameter(3, ascending: true)) == [700, 628, 600])
        #expect(hints.hints(for: offscreen, along: .parameter(3, ascending: true)) == [628, 600, 500, 700])
    }
}
