import ExactGeometry
import LayoutSpec

/// An object the code creates or names (`let toolbar = UIView()`, an outlet): a candidate item,
/// named when the spec is assembled.
struct ObjectID: Hashable {
    let index: Int
}

/// An item of the layout: a built-in one or an object of the file.
enum ItemRef: Hashable {
    case builtin(BuiltinItem)
    case object(ObjectID)
    /// The keyboard's frame before its animation (`keyboardFrameBeginUserInfoKey`), of which
    /// kbcov reads the width and height: only in what a keyboard handler sets, where it becomes
    /// the update's `beginValue` (`DraftExpression.splittingBeginFrame`).
    case keyboardBeginFrame

    static let rootView = ItemRef.builtin(.view)
}

/// `coefficient * item.anchor`, items not yet named.
struct DraftTerm: Hashable {
    var coefficient: Rational
    var item: ItemRef
    var anchor: Anchor
}

/// A sum of anchor terms and a constant: a side of a constraint, or a number the code computes
/// (a plain constant, or one that depends on the keyboard's frame).
struct DraftExpression: Hashable {
    var terms: [DraftTerm] = []
    var constant: Rational = .zero
    /// Whether `constant` grows with the text size: `metrics.scaledValue(for: 44)`.
    var scaling: ConstantScaling = .fixed

    init(terms: [DraftTerm] = [], constant: Rational = .zero, scaling: ConstantScaling = .fixed) {
        self.terms = terms
        self.constant = constant
        self.scaling = scaling
    }

    init(_ item: ItemRef, _ anchor: Anchor, coefficient: Rational = .one) {
        terms = [DraftTerm(coefficient: coefficient, item: item, anchor: anchor)]
    }

    static func number(_ value: Rational) -> DraftExpression { DraftExpression(constant: value) }

    var isConstant: Bool { terms.isEmpty }

    static func + (lhs: DraftExpression, rhs: DraftExpression) -> DraftExpression {
        DraftExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant,
                        scaling: ConstantScaling.sum(lhs.scaling, lhs.constant, rhs.scaling, rhs.constant))
    }

    static prefix func - (value: DraftExpression) -> DraftExpression { value.scaled(by: -Rational.one) }

    static func - (lhs: DraftExpression, rhs: DraftExpression) -> DraftExpression { lhs + -rhs }

    /// Times a number, which a text size may scale too (`factorScaling`): a scaled number times a
    /// fixed one stays scaled; anything else scaled twice, or scaled times an anchor, is `mixed`.
    func scaled(by factor: Rational, scaling factorScaling: ConstantScaling = .fixed) -> DraftExpression {
        DraftExpression(terms: terms.map { DraftTerm(coefficient: $0.coefficient * factor, item: $0.item, anchor: $0.anchor) },
                        constant: constant * factor,
                        scaling: factorScaling == .fixed ? scaling : scaling == .fixed && terms.isEmpty ? factorScaling : .mixed)
    }
}

/// How a number the code computes follows the text size: not at all, in a text style's
/// proportion (`UIFontMetrics(forTextStyle:).scaledValue(for:)`), or in part only — a scaled
/// value added to a fixed one, which one rule's `scaledBy` cannot say.
enum ConstantScaling: Hashable {
    case fixed
    case scaled(TextStyle)
    case mixed

    /// The scaling of `a + b`: a zero fixed part takes the other's; two scaled alike stay so.
    static func sum(_ first: ConstantScaling, _ firstValue: Rational, _ second: ConstantScaling, _ secondValue: Rational) -> ConstantScaling {
        if first == .fixed, firstValue.isZero { return second }
        if second == .fixed, secondValue.isZero { return first }
        return first == second ? first : .mixed
    }

    var style: TextStyle? {
        if case .scaled(let style) = self { return style }
        return nil
    }
}

extension ItemRef {
    /// The keyboard's frame, its overlap with the view or its rise, from a notification.
    var isKeyboardGeometry: Bool {
        switch self {
        case .builtin(let item): item.isKeyboardGeometry
        case .keyboardBeginFrame: true
        case .object: false
        }
    }

    /// What a keyboard handler's move or inset may read for the analysis to replay it
    /// (`NotifiedGeometry`): the keyboard's frame, and the root view's bounds, safe area and screen.
    var isHandlerGeometry: Bool {
        isKeyboardGeometry || self == .rootView || self == .builtin(.safeArea) || self == .builtin(.screen)
    }
}

extension DraftExpression {
    /// The terms of the begin frame apart, as `keyboardFrame`'s (`KeyboardHandling.Update.beginValue`).
    func splittingBeginFrame() -> (end: DraftExpression, begin: DraftExpression) {
        let isBegin = { (term: DraftTerm) in term.item == .keyboardBeginFrame }
        var end = self
        end.terms = terms.filter { !isBegin($0) }
        let begin = terms.filter(isBegin).map { DraftTerm(coefficient: $0.coefficient, item: .builtin(.keyboardFrame), anchor: $0.anchor) }
        return (end, DraftExpression(terms: begin))
    }

    /// With the begin frame's terms as the end frame's: what a statement sets on the first
    /// notification from the hidden keyboard, whose begin frame, below the screen, has the size
    /// of the keyboard that comes up (`NotifiedGeometry`, `belowScreen`).
    var beginFrameAsEnd: DraftExpression {
        let (end, begin) = splittingBeginFrame()
        return end + begin
    }
}
