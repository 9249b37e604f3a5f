import ExactGeometry

/// The keyboard's frame clipped to the window for one choice of the clipping side of each edge:
/// each edge of the intersection is the keyboard's or the window's, with the constraints that
/// make that choice. The choices are complementary pairs, so the cases are disjoint and cover
/// the domain; empty ones are dropped by Fourier–Motzkin elimination.
struct KeyboardClipping {
    var left, right, top, bottom: AffineExpression
    var constraints: [LinearInequality]

    static func cases(of frame: AffineRect, window: AffineRect, within domain: [LinearInequality]) -> [KeyboardClipping] {
        let count = frame.x.coefficients.count
        func larger(_ keyboard: AffineExpression, _ window: AffineExpression) -> [(AffineExpression, LinearInequality)] {
            [(keyboard, .lessThan(window, keyboard, strict: false)),
             (window, .lessThan(keyboard, window, strict: true))]
        }
        func smaller(_ keyboard: AffineExpression, _ window: AffineExpression) -> [(AffineExpression, LinearInequality)] {
            [(keyboard, .lessThan(keyboard, window, strict: false)),
             (window, .lessThan(window, keyboard, strict: true))]
        }
        var results: [KeyboardClipping] = []
        guard let whole = WitnessedSet(domain, dimension: count) else { return [] }
        for (left, leftCase) in larger(frame.x, window.x) {
            guard let afterLeft = whole.adding([leftCase], dimension: count) else { continue }
            for (right, rightCase) in smaller(frame.maxX, window.maxX) {
                guard let afterRight = afterLeft.adding([rightCase], dimension: count) else { continue }
                for (top, topCase) in larger(frame.y, window.y) {
                    guard let afterTop = afterRight.adding([topCase], dimension: count) else { continue }
                    for (bottom, bottomCase) in smaller(frame.maxY, window.maxY) {
                        guard let all = afterTop.adding([bottomCase], dimension: count) else { continue }
                        results.append(KeyboardClipping(left: left, right: right, top: top, bottom: bottom, constraints: all.simplified.constraints))
                    }
                }
            }
        }
        return results
    }

    /// The two disjoint ways the keyboard misses the window: apart across, or across but apart down.
    var withoutOverlap: [[LinearInequality]] {
        let emptyAcross = LinearInequality.lessThan(right, left, strict: false)
        return [[emptyAcross], [emptyAcross.negated, LinearInequality.lessThan(bottom, top, strict: false)]]
    }

    /// The keyboard meets the window with some area.
    var overlapping: [LinearInequality] {
        [LinearInequality.lessThan(right, left, strict: false).negated, LinearInequality.lessThan(bottom, top, strict: false).negated]
    }

    /// The intersection in the coordinates of the view that fills `window`.
    func rect(in window: AffineRect) -> AffineRect {
        AffineRect(x: left - window.x, y: top - window.y, width: right - left, height: bottom - top)
    }

    static func feasible(_ constraints: [LinearInequality], _ dimension: Int) -> Bool {
        FourierMotzkin.isFeasible(ConstraintSimplifier.simplify(constraints), dimension: dimension)
    }
}
