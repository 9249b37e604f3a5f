import ExactGeometry
import KeyboardStates
@testable import LayoutAnalysis
import Testing

/// The keyboard's position a witness takes: the simplest number the bisection meets that shows the
/// finding, found by yes/no questions alone — even when the positions that show it start just past
/// a simple number, which is then never proposed again.
@Suite struct CanonicalPointTests {
    /// A floating keyboard's x, 0–900 pt, the only parameter.
    private let piece = RegionPiece(
        configuration: .hidden,
        constraints: [.lessThan(.constant(0, parameterCount: 1), .parameter(0, of: 1), strict: false),
                      .lessThan(.parameter(0, of: 1), .constant(900, parameterCount: 1), strict: false)],
        keyboardFrame: AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 1),
        keyboardFrameInView: AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 1),
        guideFrame: AffineRect(constant: Rect(x: 0, y: 0, width: 0, height: 0), parameterCount: 1), guideFollowsKeyboard: true)

    /// The positions above `start` (excluded) up to `end`; the solver's own value is never asked for.
    private func point(above start: Rational, to end: Rational) throws -> [Rational]? {
        let x = AffineExpression.parameter(0, of: 1)
        let shows = [LinearInequality.lessThan(.constant(start, parameterCount: 1), x, strict: true),
                     .lessThan(x, .constant(end, parameterCount: 1), strict: false)]
        let search = CanonicalPoint(
            piece: piece, contentStart: 1,
            check: { extra in FourierMotzkin.isFeasible(piece.constraints + shows + extra, dimension: 1) ? .satisfiable : .unsatisfiable },
            sample: { _ in nil })
        return try search.find()?.point
    }

    @Test(arguments: [("113.3", "113.35", "113.32"), ("113.3", "113.5", "113.32"), ("0", "0.001", "0.001"), ("450", "451", "451")])
    func aSetJustPastASimpleNumberGetsItsOwnSimplestNumber(_ start: String, _ end: String, _ expected: String) throws {
        let (start, end, expected) = (try #require(Rational(exactly: start)), try #require(Rational(exactly: end)), try #require(Rational(exactly: expected)))
        let chosen = try point(above: start, to: end)
        #expect(chosen == [expected], "\(chosen?.map { $0.decimalString(maximumFractionDigits: 9) } ?? [])")
    }
}
