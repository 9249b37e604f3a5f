import ExactGeometry
import LayoutSpec

/// A step of SnapKit's DSL as the importer follows it (SnapKit 5, `Sources/ConstraintMaker.swift`,
/// `ConstraintMakerRelatable.swift`, `ConstraintMakerEditable.swift`).
enum SnapKitValue {
    /// `view.snp`: the DSL of a view or layout guide.
    case dsl(ItemRef)
    /// `other.snp.bottom`, `guide.snp.edges`: an item with the attributes a constraint relates to.
    case item(ItemRef, [Anchor])
    /// `make`, `make.top.leading`, in the closure of `makeConstraints` and its siblings.
    case maker(SnapKitMaker, [Anchor])
    /// What `equalTo(…)` returns: the constraints it made (or, in `updateConstraints`, found),
    /// which `offset`, `inset`, `multipliedBy`, `priority` and `labeled` change.
    case editable(SnapKitEditable)
}

struct SnapKitMaker {
    enum Mode { case make, remake, update }

    let item: ItemRef
    let mode: Mode
}

struct SnapKitEditable {
    var handles: [ConstraintHandle]
    /// In `updateConstraints` only the constant changes; the rest describes the match.
    var isUpdate: Bool
}

/// SnapKit's attributes and composites, each in the order SnapKit makes their constraints
/// (`ConstraintAttributes.layoutAttributes`: left, top, right, bottom, leading, trailing, width,
/// height, centerX, centerY).
enum SnapKitAttributes {
    static let order: [Anchor] = [.left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]

    static let byName: [String: [Anchor]] = [
        "left": [.left], "top": [.top], "right": [.right], "bottom": [.bottom], "leading": [.leading],
        "trailing": [.trailing], "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "edges": [.left, .top, .right, .bottom], "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .bottom, .leading, .trailing], "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom], "size": [.width, .height], "center": [.centerX, .centerY],
    ]

    /// Attributes kbcov does not model: margins (of any view) and text baselines.
    static let unread: Set<String> = [
        "margins", "directionalMargins", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "centerWithinMargins", "firstBaseline", "lastBaseline",
    ]

    /// `make.top.left`: the union, in SnapKit's order.
    static func union(_ first: [Anchor], _ second: [Anchor]) -> [Anchor] {
        order.filter { first.contains($0) || second.contains($0) }
    }

    /// The attribute of the second item SnapKit relates `from` to (`Constraint.init`): the same
    /// attribute when the target names none or the same set, else the target's first; `centerX`
    /// and `centerY` to a number are the superview's `left` and `top`.
    static func target(of from: Anchor, fromSet: [Anchor], toSet: [Anchor], hasTargetItem: Bool) -> Anchor {
        if !toSet.isEmpty { return Set(fromSet) == Set(toSet) ? from : toSet[0] }
        if !hasTargetItem, from == .centerX { return .left }
        if !hasTargetItem, from == .centerY { return .top }
        return from
    }
}

/// A constant SnapKit accepts (`ConstraintConstantTarget`), its value on each attribute as
/// `constraintConstantTargetValueFor(layoutAttribute:)` gives it. Insets on leading and trailing
/// follow `ConstraintConfig.interfaceLayoutDirection`, left to right unless the app changes it.
enum SnapKitConstant {
    case number(DraftExpression)
    case size(width: DraftExpression, height: DraftExpression)
    case point(x: DraftExpression, y: DraftExpression)
    /// `UIEdgeInsets`, or a number given to `inset(_:)` (every side that number).
    case insets(top: DraftExpression, left: DraftExpression, bottom: DraftExpression, right: DraftExpression)

    static let zero = SnapKitConstant.number(.number(.zero))

    func value(on attribute: Anchor) -> DraftExpression {
        switch self {
        case .number(let value):
            return value
        case .size(let width, let height):
            return attribute == .width ? width : attribute == .height ? height : .number(.zero)
        case .point(let x, let y):
            if attribute.isDimension { return .number(.zero) }
            return attribute.axis == .horizontal ? x : y
        case .insets(let top, let left, let bottom, let right):
            let half = Rational(1) / Rational(2)
            switch attribute {
            case .left, .leading: return left
            case .right, .trailing: return -right
            case .top: return top
            case .bottom: return -bottom
            case .centerX: return (left - right).scaled(by: half)
            case .centerY: return (top - bottom).scaled(by: half)
            case .width: return -(left + right)
            case .height: return -(top + bottom)
            }
        }
    }
}
