import ExactGeometry
import KeyboardStates
@testable import LayoutAnalysis
import Testing

/// Where a finding starts along a content size is the same number whichever way it is found: read
/// off the exact intervals (an affine layout), or bracketed by yes/no questions (the solver), with
/// or without hints from other states, right or wrong.
@Suite struct ContentStartSearchTests {
    /// A text 0–2048 pt wide, the only parameter: a hidden keyboard has none of its own.
    private let piece = RegionPiece(
        configuration: .hidden, constraints: [], keyboardFrame: AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 0),
        keyboardFrameInView: AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 0), guideFrame: AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 0),
        guideFollowsKeyboard: false
    ).withContent([ContentParameter(variable: .content(item: 0, .horizontal), minimum: 0, maximum: 2048)])

    private let width = AffineExpression.parameter(0, of: 1)
    private func points(_ value: Rational) -> AffineExpression { .constant(value, parameterCount: 1) }

    /// The text widths that show a finding: from (or above) `start` up to `end`, and, for a second
    /// way of showing it, a stretch further up.
    private func shows(from start: Rational, included: Bool, to end: Rational) -> [[LinearInequality]] {
        [
            [.lessThan(points(start), width, strict: !included), .lessThan(width, points(end), strict: false)],
            [.lessThan(points(min(start + 50, 2048)), width, strict: false)],
        ]
    }

    private func point(_ alternatives: [[LinearInequality]], exact: Bool, hints: [Rational] = []) throws -> CanonicalPoint.Choice? {
        let system = piece.constraints
        let feasible = { (extra: [LinearInequality]) in alternatives.filter { FourierMotzkin.isFeasible(system + $0 + extra, dimension: 1) } }
        var search = CanonicalPoint(
            piece: piece, contentStart: 0,
            check: { extra in feasible(extra).isEmpty ? .unsatisfiable : .satisfiable },
            sample: { extra in feasible(extra).first.flatMap { FourierMotzkin.samplePoint(system + $0 + extra, dimension: 1) } })
        search.hints = [0: hints]
        if exact {
            search.values = { fixed, index in
                alternatives.compactMap { FourierMotzkin.interval(of: index, over: system + $0, dimension: 1, fixing: fixed) }
            }
        }
        return try search.find()
    }

    @Test(arguments: [
        ("212", true), ("212", false), ("754.8", false), ("1133/3", true), ("1366", false), ("172.5", false), ("0.25", true),
        ("2047.9", false), ("12345/7", true),
    ])
    func bracketingNamesTheExactStart(_ text: String, _ included: Bool) throws {
        let start = try #require(Rational(exactly: text))
        let alternatives = shows(from: start, included: included, to: start + Rational(1) / 10)
        let exact = try #require(try point(alternatives, exact: true))
        #expect(exact.starts[0] == ContentStart(value: start, isIncluded: included), "read off the intervals")
        #expect(alternatives.contains { $0.allSatisfy { $0.isSatisfied(by: exact.point) } }, "the witness shows the finding")
        for hints: [Rational] in [[], [start], [start - 1, start + 1], [start + Rational(1) / 1000], [5, start]] {
            #expect(try point(alternatives, exact: false, hints: hints) == exact, "bracketed with hints \(hints)")
        }
    }

    @Test func aWitnessTakesTheNextWholePointWhenItShowsTheFinding() throws {
        let choice = try #require(try point(shows(from: Rational(7548) / 10, included: false, to: 800), exact: true))
        #expect(choice.point == [755])
        #expect(choice.starts[0]?.description == "above 754.8 pt")
    }

    @Test func noStartWhenTheLeastSizeShowsIt() throws {
        for hints: [Rational] in [[], [5], [300, 0]] {
            let choice = try #require(try point(shows(from: 0, included: true, to: 10), exact: false, hints: hints))
            #expect(choice.point == [0] && choice.starts.isEmpty, "with hints \(hints)")
        }
    }

    /// A right hint is proven in three questions: nothing below it (which answers for the least
    /// size too), the hint itself, and the witness's whole point above it.
    @Test func aRightHintAnswersForTheLeastSize() throws {
        let questions = Questions()
        var search = counting(shows(from: 212, included: true, to: 300), in: questions)
        search.hints = [0: [212]]
        let choice = try #require(try search.find())
        #expect(choice.starts[0] == ContentStart(value: 212, isIncluded: true) && choice.point == [213])
        #expect(questions.asked == 3)
    }

    /// How many questions a search asked.
    private final class Questions { var asked = 0 }

    /// A search of the solver's kind (no sample position) over `alternatives`, its questions counted.
    private func counting(_ alternatives: [[LinearInequality]], in questions: Questions) -> CanonicalPoint {
        CanonicalPoint(
            piece: piece, contentStart: 0,
            check: { [piece] extra in
                questions.asked += 1
                return alternatives.contains { FourierMotzkin.isFeasible(piece.constraints + $0 + extra, dimension: 1) } ? .satisfiable : .unsatisfiable
            },
            sample: { _ in nil })
    }

    /// A window's bound needs where the finding starts, not a witness above it: a right hint is
    /// proven in two questions, and a start with too thin a stretch above it for a witness value
    /// (a billionth of a point) is still named, where `least` gives up.
    @Test func aStartAloneAsksNoWitness() throws {
        let low = Rational(0), high = Rational(2048)
        let within = { (from: Rational, to: Rational) -> [LinearInequality] in
            [.lessThan(self.points(from), self.width, strict: false), .lessThan(self.width, self.points(to), strict: false)]
        }
        let below = { (value: Rational) -> [LinearInequality] in
            [.lessThan(self.points(low), self.width, strict: false), .lessThan(self.width, self.points(value), strict: true)]
        }
        let thin = Rational(7548) / 10
        let cases = [(Rational(212), true, Rational(300), 2), (thin, false, thin + Rational(1) / 1_000_000_000, 3)]
        for (start, included, end, questionCount) in cases {
            let alternatives = [[LinearInequality.lessThan(points(start), width, strict: !included), .lessThan(width, points(end), strict: false)]]
            let questions = Questions()
            let search = counting(alternatives, in: questions)
            let found = try search.start(within: within, below: below, fixed: [], low: low, high: high, hints: [start])
            #expect(found?.start == ContentStart(value: start, isIncluded: included))
            #expect(questions.asked == questionCount, "questions for \(start)")
            if !included {
                #expect(try search.least(within: within, below: below, fixed: [], low: low, high: high, index: 0, hints: [start]) == nil)
            }
        }
    }

    /// Elimination keeps a strict end strict: x > 1 + y with y fixed at 2 and z free below x.
    @Test func anIntervalKeepsItsStrictEnds() throws {
        let (y, x, z) = (AffineExpression.parameter(0, of: 3), AffineExpression.parameter(1, of: 3), AffineExpression.parameter(2, of: 3))
        let constant = { (value: Rational) in AffineExpression.constant(value, parameterCount: 3) }
        let system: [LinearInequality] = [
            .lessThan(constant(1) + y, x, strict: true), .lessThan(z, x, strict: false), .lessThan(constant(10), z, strict: false),
            .lessThan(x, constant(20), strict: false),
        ]
        let interval = try #require(FourierMotzkin.interval(of: 1, over: system, dimension: 3, fixing: [0: 2]))
        #expect(interval.lower?.value == 10 && interval.lower?.isStrict == false, "z ≥ 10 and x ≥ z bind before x > 3")
        #expect(interval.upper?.value == 20 && interval.upper?.isStrict == false)
        let tighter = try #require(FourierMotzkin.interval(of: 1, over: system, dimension: 3, fixing: [0: 12]))
        #expect(tighter.lower?.value == 13 && tighter.lower?.isStrict == true && !tighter.contains(13) && tighter.contains(Rational(131) / 10))
        #expect(FourierMotzkin.interval(of: 1, over: system, dimension: 3, fixing: [0: 19]) == nil)
    }
}
