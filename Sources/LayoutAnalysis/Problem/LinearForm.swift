import ExactGeometry
import LayoutSpec

/// A frame component of a user item: the four unknowns Auto Layout solves for.
public enum FrameComponent: Int, CaseIterable, Hashable, Sendable {
    case x, y, width, height

    /// As reports name it.
    public var name: String { String(describing: self) }
}

/// The keyboard's geometry as the layout sees it, in view coordinates: the guide's frame and the
/// frame keyboard notifications report. A region piece fixes them as affine functions of the
/// keyboard's parameters, so one encoding serves every piece and state that shares active constraints.
public enum KeyboardVariable: Int, CaseIterable, Hashable, Sendable {
    case guideX, guideY, guideWidth, guideHeight
    case frameX, frameY, frameWidth, frameHeight
    /// The `keyboardOverlap` item's size: bound only on pieces split by the overlap
    /// (`Region.splitByKeyboardOverlap(in:)`), which a spec that names it is analysed over.
    case overlapWidth, overlapHeight
    /// The root view's size and the safe area, layout margins and readable guide where the window
    /// is a range (`stage-range`): bound only on such pieces (`RegionPiece.rootGeometry`).
    case viewWidth, viewHeight
    case safeAreaX, safeAreaY, safeAreaWidth, safeAreaHeight
    case marginsX, marginsY, marginsWidth, marginsHeight
    case readableX, readableY, readableWidth, readableHeight
    /// The `keyboardRise` item's height: bound only on pieces split by it
    /// (`Region.splitByKeyboardRise(in:)`), which a spec that names it is analysed over.
    case riseHeight
    /// The screen's origin in view coordinates where the window is a range: bound only on such pieces.
    case screenX, screenY
}

/// An unknown of the layout problem.
public enum Variable: Hashable, Comparable, Sendable {
    case frame(item: Int, FrameComponent)
    /// The violation of an optional constraint, by row index.
    case error(row: Int)
    case keyboard(KeyboardVariable)
    /// A view's size on one axis that comes from content the source does not show: like the
    /// keyboard's variables, a parameter of the layout, within its `ContentRange`.
    case content(item: Int, Axis)

    private var sortKey: (Int, Int, Int) {
        switch self {
        case .frame(let item, let component): (0, item, component.rawValue)
        case .error(let row): (1, row, 0)
        case .keyboard(let variable): (2, variable.rawValue, 0)
        case .content(let item, let axis): (3, item, axis == .horizontal ? 0 : 1)
        }
    }

    /// A variable the layout is resolved for, not in: the keyboard's, or content's.
    var isParameter: Bool {
        switch self {
        case .keyboard, .content: true
        case .frame, .error: false
        }
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.sortKey < rhs.sortKey }

    /// One word for the hasher instead of a case and its payload: every linear form is a
    /// dictionary keyed by variables, so this hash is among the analysis' hottest paths.
    public func hash(into hasher: inout Hasher) {
        let (kind, index, part) = sortKey
        hasher.combine(kind << 60 | index << 8 | part)
    }
}

/// `Σ coefficient · variable + constant`, exact.
public struct LinearForm: Hashable, Sendable {
    public private(set) var coefficients: [Variable: Rational]
    public private(set) var constant: Rational

    public init(coefficients: [Variable: Rational] = [:], constant: Rational = .zero) {
        self.coefficients = coefficients.filter { !$0.value.isZero }
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(coefficients: [variable: .one]) }

    public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var sum = lhs.coefficients
        for (variable, coefficient) in rhs.coefficients { sum[variable, default: .zero] += coefficient }
        return LinearForm(coefficients: sum, constant: lhs.constant + rhs.constant)
    }

    public static func * (scale: Rational, form: LinearForm) -> LinearForm {
        LinearForm(coefficients: form.coefficients.mapValues { $0 * scale }, constant: form.constant * scale)
    }

    public static prefix func - (form: LinearForm) -> LinearForm { Rational(-1) * form }

    public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + -rhs }

    public static func + (lhs: LinearForm, rhs: Rational) -> LinearForm {
        LinearForm(coefficients: lhs.coefficients, constant: lhs.constant + rhs)
    }

    /// Adds `factor` times `form` in place: `self + factor * form`, without the intermediates.
    public mutating func add(_ form: LinearForm, times factor: Rational) {
        for (variable, coefficient) in form.coefficients { add(variable, times: coefficient * factor) }
        constant += form.constant * factor
    }

    /// Adds `coefficient` times `variable` in place.
    public mutating func add(_ variable: Variable, times coefficient: Rational) {
        let sum = (coefficients[variable] ?? .zero) + coefficient
        coefficients[variable] = sum.isZero ? nil : sum
    }

    /// The form with each variable that `replacement` gives a form for replaced by it. Exact sums:
    /// the terms' order does not change the result.
    func replacing(each replacement: (Variable) -> LinearForm?) -> LinearForm {
        var sum = LinearForm(constant: constant)
        for (variable, coefficient) in coefficients {
            if let value = replacement(variable) { sum.add(value, times: coefficient) } else { sum.add(variable, times: coefficient) }
        }
        return sum
    }

    /// The variables in a fixed order, so encodings are built the same way every run.
    public var sortedTerms: [(variable: Variable, coefficient: Rational)] {
        coefficients.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    public func value(_ assignment: (Variable) -> Rational) -> Rational {
        coefficients.reduce(constant) { $0 + $1.value * assignment($1.key) }
    }
}
