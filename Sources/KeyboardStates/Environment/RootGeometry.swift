import ExactGeometry

/// The root view's geometry over a region's parameters: the window on the screen, and the safe
/// area, the layout margins and the readable content guide in view coordinates (Design.md §2).
/// Constant for a window of one frame; affine in the window's parameters for a `stage-range`
/// window, on each of the convex cases `cases` splits its range into where an inset, the width
/// size class or the readable width's cap changes. A guide the layout does not read
/// (`RootGuides`) is `nil` and splits nothing.
public struct RootGeometry: Hashable, Sendable {
    /// Screen coordinates.
    public var window: AffineRect
    public var safeArea: AffineRect
    public var margins: AffineRect?
    public var readable: AffineRect?

    /// UIKit caps `readableContentGuide`'s width at about this many points.
    public static let readableWidthLimit: Rational = 672

    /// The root view's bounds.
    public var view: AffineRect {
        let zero = AffineExpression.constant(.zero, parameterCount: window.x.coefficients.count)
        return AffineRect(x: zero, y: zero, width: window.width, height: window.height)
    }

    /// The same geometry over `extra` more parameters, which it does not depend on.
    public func padded(by extra: Int) -> RootGeometry {
        RootGeometry(window: window.padded(by: extra), safeArea: safeArea.padded(by: extra),
                     margins: margins?.padded(by: extra), readable: readable?.padded(by: extra))
    }

    /// A screen rectangle in the root view's coordinates.
    public func viewFrame(fromScreen rect: AffineRect) -> AffineRect {
        AffineRect(x: rect.x - window.x, y: rect.y - window.y, width: rect.width, height: rect.height)
    }

    /// The strip a guide that does not follow the keyboard shows: as tall as the bottom safe-area
    /// inset (0 when `usesBottomSafeArea` is false).
    func hiddenGuideFrame(usesBottomSafeArea: Bool) -> AffineRect {
        let height = usesBottomSafeArea ? window.height - safeArea.maxY : .constant(.zero, parameterCount: window.x.coefficients.count)
        return AffineRect(x: view.x, y: window.height - height, width: window.width, height: height)
    }

    /// The geometry of `environment`'s largest window as constants: its one frame, or a window
    /// range's largest window (the screen).
    public static func largestWindow(of environment: Environment) -> RootGeometry? {
        var fixed = environment
        fixed.windowRange = nil
        return cases(of: fixed, parameterCount: 0, windowStart: 0, within: [], reading: .all).first?.geometry
    }

    /// The values a part of the geometry takes, each with the constraints where it does.
    private typealias Choice<Value> = [(constraints: [LinearInequality], value: Value)]

    /// One convex case: the constraints on the parameters that make it, and the geometry there.
    struct Case {
        var constraints: [LinearInequality]
        var geometry: RootGeometry
    }

    /// The cases of `environment`'s root geometry over `count` parameters, the window's four
    /// from `windowStart` on, within `domain`, with the guides `reading` names: one with no
    /// constraint for a window of one frame.
    static func cases(
        of environment: Environment, parameterCount count: Int, windowStart: Int, within domain: [LinearInequality], reading guides: RootGuides
    ) -> [Case] {
        func constant(_ value: Rational) -> AffineExpression { .constant(value, parameterCount: count) }
        let window: AffineRect, insets: Choice<[AffineExpression]>, margins: Choice<Rational?>
        if let range = environment.windowRange {
            window = WindowRange.frame(parameterCount: count, start: windowStart)
            let screen = environment.screenSize, unsafe = range.screenSafeArea
            // A window takes on the part of the screen's inset it overlaps: max(0, inset − its distance from that edge).
            func inset(_ screenInset: Rational, _ distance: AffineExpression) -> Choice<AffineExpression> {
                guard Rational.zero < screenInset else { return [([], constant(.zero))] }
                return [([.lessThan(constant(screenInset), distance, strict: false)], constant(.zero)),
                        ([.lessThan(distance, constant(screenInset), strict: true)], constant(screenInset) - distance)]
            }
            let sides = [inset(unsafe.top, window.y), inset(unsafe.left, window.x),
                         inset(unsafe.bottom, constant(screen.height) - window.maxY), inset(unsafe.right, constant(screen.width) - window.maxX)]
            insets = sides.reduce([([], [])] as Choice<[AffineExpression]>) { partial, side in
                partial.flatMap { chosen in side.map { (chosen.constraints + $0.constraints, chosen.value + [$0.value]) } }
            }
            let regular = LinearInequality.lessThan(constant(range.regularWidthFrom), window.width, strict: false)
            margins = guides.isEmpty ? [([], nil)]
                : [([regular.negated], SizeClass.compact.layoutMargin), ([regular], SizeClass.regular.layoutMargin)]
        } else {
            window = AffineRect(constant: environment.windowFrame, parameterCount: count)
            let fixed = environment.safeArea
            insets = [([], [fixed.top, fixed.left, fixed.bottom, fixed.right].map(constant))]
            margins = [([], guides.isEmpty ? nil : environment.layoutMargin)]
        }
        var cases: [Case] = []
        for inset in insets where KeyboardClipping.feasible(domain + inset.constraints, count) {
            let (top, left, bottom, right) = (inset.value[0], inset.value[1], inset.value[2], inset.value[3])
            let safeArea = AffineRect(x: left, y: top, width: window.width - left - right, height: window.height - top - bottom)
            for margin in margins where KeyboardClipping.feasible(domain + inset.constraints + margin.constraints, count) {
                let guide = margin.value.map { margin in
                    AffineRect(x: safeArea.x + margin, y: safeArea.y, width: safeArea.width - margin * 2, height: safeArea.height)
                }
                let readables: Choice<AffineRect?> = guide.map { readableCases(within: $0, reading: guides) } ?? [([], nil)]
                for (constraints, readable) in readables {
                    let all = domain + inset.constraints + margin.constraints + constraints
                    guard KeyboardClipping.feasible(all, count) else { continue }
                    cases.append(Case(
                        constraints: inset.constraints + margin.constraints + constraints,
                        geometry: RootGeometry(window: window, safeArea: safeArea, margins: guide, readable: readable)))
                }
            }
        }
        return cases
    }

    /// The readable guide within the margins `guide`: the margins up to the cap, then centred at it.
    private static func readableCases(within guide: AffineRect, reading guides: RootGuides) -> Choice<AffineRect?> {
        guard guides.contains(.readable) else { return [([], nil)] }
        let limit = AffineExpression.constant(readableWidthLimit, parameterCount: guide.width.coefficients.count)
        let capped = LinearInequality.lessThan(limit, guide.width, strict: true)
        return [([capped.negated], guide),
                ([capped], AffineRect(x: guide.x + (guide.width - readableWidthLimit) * (Rational.one / 2), y: guide.y,
                                      width: limit, height: guide.height))]
    }
}
