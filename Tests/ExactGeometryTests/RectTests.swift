import ExactGeometry
import Testing

/// Exact rectangles: edges, centres and intersection.
@Suite struct RectTests {
    private func rect(_ x: Rational, _ y: Rational, _ width: Rational, _ height: Rational) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    @Test func edgesAndCentre() {
        let frame = rect(10, 20, 30, 41)
        #expect(frame.maxX == 40 && frame.maxY == 61)
        #expect(frame.midX == 25)
        #expect(frame.midY == Rational(81) / 2)
        #expect(frame.components == [10, 20, 30, 41])
        #expect(frame.offsetBy(dx: -10, dy: 5) == rect(0, 25, 30, 41))
    }

    @Test func overlappingRectanglesIntersect() {
        #expect(rect(0, 0, 100, 100).intersection(rect(50, 60, 100, 100)) == rect(50, 60, 50, 40))
        #expect(rect(50, 60, 100, 100).intersection(rect(0, 0, 100, 100)) == rect(50, 60, 50, 40))
    }

    @Test func aContainedRectangleIsItsOwnIntersection() {
        let inner = rect(10, 10, 5, 5)
        #expect(rect(0, 0, 100, 100).intersection(inner) == inner)
    }

    @Test func touchingOrDisjointRectanglesDoNotIntersect() {
        #expect(rect(0, 0, 10, 10).intersection(rect(10, 0, 10, 10)) == nil)
        #expect(rect(0, 0, 10, 10).intersection(rect(0, 10, 10, 10)) == nil)
        #expect(rect(0, 0, 10, 10).intersection(rect(20, 20, 5, 5)) == nil)
        #expect(rect(0, 0, 0, 10).intersection(rect(0, 0, 10, 10)) == nil)
    }

    @Test func fractionalCoordinatesStayExact() {
        let third = Rational(1) / 3
        let overlap = rect(0, 0, third, 1).intersection(rect(Rational(1) / 6, 0, 1, 1))
        #expect(overlap == rect(Rational(1) / 6, 0, Rational(1) / 6, 1))
    }
}
