import ExactGeometry
import LayoutSpec

/// One way the keyboard can be on screen. Several configurations can share a keyboard type:
/// the shortcuts bar is expanded or collapsed at either corner, and the near set tells them apart.
public enum KeyboardConfiguration: Hashable, Sendable {
    case hidden, docked, dockedDrag, undocked, split, floating
    case shortcutsBarExpanded
    /// Collapsed at the leading (or trailing) bottom corner of the screen.
    case shortcutsBarCollapsed(Edge)

    public var type: KeyboardType {
        switch self {
        case .hidden: .hidden
        case .docked: .docked
        case .dockedDrag: .dockedDrag
        case .undocked: .undocked
        case .split: .split
        case .floating: .floating
        case .shortcutsBarExpanded, .shortcutsBarCollapsed: .shortcutsBar
        }
    }

    /// A readable name for notes and witnesses.
    public var name: String {
        switch self {
        case .shortcutsBarExpanded: "shortcuts bar (expanded)"
        case .shortcutsBarCollapsed(let corner): "shortcuts bar (collapsed at the \(corner.rawValue) corner)"
        default: type.rawValue
        }
    }

    /// The configurations of a keyboard type.
    public static func configurations(of type: KeyboardType) -> [KeyboardConfiguration] {
        switch type {
        case .hidden: [.hidden]
        case .docked: [.docked]
        case .dockedDrag: [.dockedDrag]
        case .undocked: [.undocked]
        case .split: [.split]
        case .floating: [.floating]
        case .shortcutsBar: [.shortcutsBarExpanded, .shortcutsBarCollapsed(.leading), .shortcutsBarCollapsed(.trailing)]
        }
    }
}

/// A keyboard parameter and its domain: `lowerBound <= value <= upperBound` (`<` when strict).
public struct KeyboardParameter: Hashable, Sendable {
    public var name: String
    public var lowerBound: Rational
    public var upperBound: Rational
    public var isUpperBoundStrict: Bool

    public init(name: String, lowerBound: Rational, upperBound: Rational, isUpperBoundStrict: Bool = false) {
        self.name = name
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.isUpperBoundStrict = isUpperBoundStrict
    }
}

/// A configuration's keyboard frame (screen coordinates) as an affine function of its parameters.
struct ParametricKeyboard {
    var parameters: [KeyboardParameter]
    var frame: AffineRect
    /// Inequalities between parameters beyond their own domains.
    var relations: [LinearInequality] = []

    /// The parameters' domains and relations as inequalities.
    var domain: [LinearInequality] {
        relations + parameters.indices.flatMap { index -> [LinearInequality] in
            let count = parameters.count
            let value = AffineExpression.parameter(index, of: count)
            let parameter = parameters[index]
            return [
                .lessThan(.constant(parameter.lowerBound, parameterCount: count), value, strict: false),
                .lessThan(value, .constant(parameter.upperBound, parameterCount: count), strict: parameter.isUpperBoundStrict),
            ]
        }
    }
}

extension ParametricKeyboard {
    /// The same keyboard over the window's parameters too, after its own (`WindowRange`).
    func withWindow(_ range: WindowRange, screen: Size) -> ParametricKeyboard {
        let extra = WindowRange.parameterNames.count, count = parameters.count + extra
        return ParametricKeyboard(
            parameters: parameters + range.parameters(screen: screen),
            frame: frame.padded(by: extra),
            relations: relations.map { LinearInequality($0.expression.padded(by: extra), isStrict: $0.isStrict) }
                + WindowRange.relations(screen: screen, parameterCount: count, start: parameters.count))
    }
}

extension KeyboardConfiguration {
    /// The keyboard's frame over its parameters; `nil` when the device lacks the figures it needs.
    func parametricKeyboard(in environment: Environment) -> ParametricKeyboard? {
        let screen = environment.screenSize
        let metrics = environment.keyboard
        switch self {
        case .hidden:
            // Notifications report a hidden keyboard as a zero-height frame at the screen's bottom.
            return constant(Rect(x: 0, y: screen.height, width: screen.width, height: 0))
        case .docked:
            let height = AffineExpression.parameter(0, of: 1)
            let parameter = KeyboardParameter(
                name: "height", lowerBound: metrics.dockedHeight - metrics.predictiveBarHeight, upperBound: metrics.dockedHeight)
            let frame = AffineRect(
                x: .constant(0, parameterCount: 1), y: height * Rational(-1) + screen.height,
                width: .constant(screen.width, parameterCount: 1), height: height)
            return ParametricKeyboard(parameters: [parameter], frame: frame)
        case .dockedDrag:
            return Self.draggedDown(screen: screen, metrics: metrics)
        case .undocked, .split:
            // Estimate: the undocked and split keyboards are a full-width band as tall as the
            // docked keyboard; y is its top, anywhere from the screen's top to just above docked.
            let parameter = KeyboardParameter(
                name: "y", lowerBound: 0, upperBound: screen.height - metrics.dockedHeight, isUpperBoundStrict: true)
            let frame = AffineRect(
                x: .constant(0, parameterCount: 1), y: .parameter(0, of: 1),
                width: .constant(screen.width, parameterCount: 1), height: .constant(metrics.dockedHeight, parameterCount: 1))
            return ParametricKeyboard(parameters: [parameter], frame: frame)
        case .floating:
            guard let size = metrics.floatingSize else { return nil }
            let parameters = [
                KeyboardParameter(name: "x", lowerBound: 0, upperBound: screen.width - size.width),
                KeyboardParameter(name: "y", lowerBound: 0, upperBound: screen.height - size.height),
            ]
            let frame = AffineRect(
                x: .parameter(0, of: 2), y: .parameter(1, of: 2),
                width: .constant(size.width, parameterCount: 2), height: .constant(size.height, parameterCount: 2))
            return ParametricKeyboard(parameters: parameters, frame: frame)
        case .shortcutsBarExpanded:
            guard let height = metrics.shortcutsBarHeight else { return nil }
            return constant(Rect(x: 0, y: screen.height - height, width: screen.width, height: height))
        case .shortcutsBarCollapsed(let corner):
            guard let height = metrics.shortcutsBarHeight, let width = metrics.collapsedShortcutsBarWidth else { return nil }
            let side: ScreenSide = (corner == .leading) == (environment.leadingSide == .left) ? .left : .right
            let x = side == .left ? Rational.zero : screen.width - width
            return constant(Rect(x: x, y: screen.height - height, width: width, height: height))
        }
    }

    private func constant(_ rect: Rect) -> ParametricKeyboard {
        ParametricKeyboard(parameters: [], frame: AffineRect(constant: rect, parameterCount: 0))
    }
}
