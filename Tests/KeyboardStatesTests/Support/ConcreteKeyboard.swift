import ExactGeometry
import KeyboardStates
import LayoutSpec

/// The keyboard's frame for parameter values, written out independently of the library's
/// parametric frames so the regions can be checked against it.
enum ConcreteKeyboard {
    static func frame(_ configuration: KeyboardConfiguration, _ point: [Rational], in environment: Environment) -> Rect? {
        let screen = environment.screenSize
        let metrics = environment.keyboard
        switch configuration {
        case .hidden:
            return Rect(x: 0, y: screen.height, width: screen.width, height: 0)
        case .docked:
            return Rect(x: 0, y: screen.height - point[0], width: screen.width, height: point[0])
        case .dockedDrag:
            return Rect(x: 0, y: screen.height - point[0] + point[1], width: screen.width, height: point[0])
        case .undocked, .split:
            return Rect(x: 0, y: point[0], width: screen.width, height: metrics.dockedHeight)
        case .floating:
            guard let size = metrics.floatingSize else { return nil }
            return Rect(x: point[0], y: point[1], width: size.width, height: size.height)
        case .shortcutsBarExpanded:
            guard let height = metrics.shortcutsBarHeight else { return nil }
            return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
        case .shortcutsBarCollapsed(let corner):
            guard let height = metrics.shortcutsBarHeight, let width = metrics.collapsedShortcutsBarWidth else { return nil }
            let atLeft = (corner == .leading) == (environment.direction == .ltr)
            return Rect(x: atLeft ? 0 : screen.width - width, y: screen.height - height, width: width, height: height)
        }
    }

    /// Parameter values to try: the domain's ends, every value where a clipping side or a near
    /// threshold changes (the boundaries, where strictness matters), and random values between.
    static func candidateValues(
        _ configuration: KeyboardConfiguration, in environment: Environment, random: inout SeededGenerator
    ) -> [[Rational]] {
        let screen = environment.screenSize, window = environment.windowFrame
        let metrics = environment.keyboard
        let (width, height) = (window.width, window.height)
        func randomValues(_ low: Rational, _ high: Rational, count: Int) -> [Rational] {
            (0..<count).map { _ in low + (high - low) * Rational(Int(random.next() % 1001), 1000) }
        }
        switch configuration {
        case .hidden, .shortcutsBarExpanded, .shortcutsBarCollapsed:
            return [[]]
        case .docked:
            let low = metrics.dockedHeight - metrics.predictiveBarHeight
            return ([low, metrics.dockedHeight] + randomValues(low, metrics.dockedHeight, count: 3)).map { [$0] }
        case .dockedDrag:
            // Just off both ends, where the guide meets the window's bottom and the near threshold.
            let low = metrics.dockedHeight - metrics.predictiveBarHeight
            return ([low, metrics.dockedHeight] + randomValues(low, metrics.dockedHeight, count: 2)).flatMap { keyboard in
                let top = screen.height - keyboard
                let drags = [Rational(1, 100), keyboard - Rational(1, 100), keyboard / 2, window.maxY - top,
                             window.maxY - height * Rational(3, 100) - top, window.maxY - environment.safeArea.bottom - top]
                    + randomValues(0, keyboard, count: 3)
                return drags.filter { $0 > .zero && $0 < keyboard }.map { [keyboard, $0] }
            }
        case .undocked, .split:
            let band = metrics.dockedHeight, high = screen.height - band
            let critical = [
                window.minY, window.minY + height / 10, window.maxY - height * Rational(3, 100) - band,
                window.maxY - band, window.minY - band, window.maxY,
            ]
            return (critical + [0] + randomValues(0, high, count: 6)).filter { !$0.isNegative && $0 < high }.map { [$0] }
        case .floating:
            guard let size = metrics.floatingSize else { return [] }
            let xs = [window.minX - size.width, window.minX, window.minX + width / 10, window.maxX - width / 10 - size.width,
                      window.maxX - size.width, window.maxX, 0, screen.width - size.width]
                + randomValues(0, screen.width - size.width, count: 5)
            let ys = [window.minY - size.height, window.minY, window.minY + height / 10,
                      window.maxY - height * Rational(3, 100) - size.height, window.maxY - size.height, window.maxY, 0,
                      screen.height - size.height]
                + randomValues(0, screen.height - size.height, count: 5)
            let validX = xs.filter { !$0.isNegative && $0 <= screen.width - size.width }
            let validY = ys.filter { !$0.isNegative && $0 <= screen.height - size.height }
            return validX.flatMap { x in validY.map { y in [x, y] } }
        }
    }
}

/// A deterministic pseudo-random generator (SplitMix64) so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
