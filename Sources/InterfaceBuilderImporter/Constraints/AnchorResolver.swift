import ExactGeometry
import LayoutSpec

/// Turns an Interface Builder item and attribute (`firstItem="…" firstAttribute="leadingMargin"`)
/// into an expression of the spec's items: the root view's margins are the `margins` guide, a
/// subview's margins its edges inset by its layout margins (UIKit's default 8 pt unless IB records
/// others, said in a warning), the safe area and keyboard guides of the root view the built-in
/// `safeArea` and `keyboard`, and the top and bottom layout guides of storyboards before iOS 11
/// the safe area's edges, which is what UIKit makes of them since.
struct AnchorResolver {
    let tree: ViewTree
    let names: ViewNames

    enum Resolution {
        case expression(LinearExpression, approximation: String?)
        case problem(String)
    }

    static let plain: Set<String> = Set(Anchor.allCases.map(\.rawValue))
    static let marginAttributes: [String: Anchor] = [
        "leftMargin": .left, "rightMargin": .right, "topMargin": .top, "bottomMargin": .bottom,
        "leadingMargin": .leading, "trailingMargin": .trailing, "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]
    static let defaultSubviewMargin: Rational = 8

    func resolve(item id: String, attribute: String) -> Resolution {
        guard let item = tree.items[id] else {
            return .problem("'\(id)' is no view or layout guide of this screen kbcov read")
        }
        if ["baseline", "firstBaseline", "lastBaseline"].contains(attribute) {
            return .problem("'\(attribute)': kbcov models frames, not text baselines")
        }
        let marginAnchor = Self.marginAttributes[attribute]
        guard let anchor = marginAnchor ?? Anchor(rawValue: attribute) else {
            return .problem("the attribute '\(attribute)', which kbcov does not know")
        }
        switch item {
        case .root:
            return .expression(term(marginAnchor == nil ? BuiltinItem.view.rawValue : BuiltinItem.margins.rawValue, anchor), approximation: nil)
        case .keyboardGuide:
            return .expression(term(BuiltinItem.keyboard.rawValue, anchor), approximation: nil)
        case .safeArea(nil):
            return .expression(term(BuiltinItem.safeArea.rawValue, anchor), approximation: nil)
        case .safeArea(let owner?):
            let name = names[owner] ?? owner
            return .expression(term(name, anchor), approximation: "the safe area of '\(name)' is read as its frame: kbcov models the root view's safe area only")
        case .legacy(let guide):
            return .expression(legacy(guide, anchor), approximation: nil)
        case .scrollGuide(let owner, let guide):
            return .expression(term(guide.name(in: names[owner] ?? owner), anchor), approximation: nil)
        case .view(let viewID):
            let name = names[viewID] ?? viewID
            guard marginAnchor != nil else { return .expression(term(name, anchor), approximation: nil) }
            return subviewMargin(name, anchor, attribute: attribute, insets: insets(of: viewID))
        }
    }

    private func term(_ item: String, _ anchor: Anchor, _ coefficient: Rational = .one) -> LinearExpression {
        LinearExpression(terms: [.init(coefficient: coefficient, anchor: AnchorReference(item: item, anchor: anchor))])
    }

    private func legacy(_ guide: LegacyLayoutGuide, _ anchor: Anchor) -> LinearExpression {
        LinearExpression(terms: guide.terms(of: anchor).flatMap { term($0.item.rawValue, $0.anchor, $0.coefficient).terms })
    }

    /// `[top, leading, bottom, trailing]` from `directionalLayoutMargins` or `layoutMargins`, if IB records them.
    private func insets(of viewID: String) -> [Rational]? {
        guard let node = tree.views.first(where: { $0.id == viewID })?.node else { return nil }
        if let insets = node.child(key: "directionalLayoutMargins") {
            return ["top", "leading", "bottom", "trailing"].map { insets[$0].flatMap { Rational(exactly: $0) } ?? .zero }
        }
        if let insets = node.child(key: "layoutMargins") {
            return ["top", "left", "bottom", "right"].map { insets[$0].flatMap { Rational(exactly: $0) } ?? .zero }
        }
        return nil
    }

    private func subviewMargin(_ name: String, _ anchor: Anchor, attribute: String, insets: [Rational]?) -> Resolution {
        let margins = insets ?? Array(repeating: Self.defaultSubviewMargin, count: 4)
        let (top, leading, bottom, trailing) = (margins[0], margins[1], margins[2], margins[3])
        let offset: Rational = switch anchor {
        case .top: top
        case .bottom: -bottom
        case .leading, .left: leading
        case .trailing, .right: -trailing
        case .centerX: (leading - trailing) / 2
        case .centerY: (top - bottom) / 2
        case .width, .height: .zero
        }
        var expression = term(name, anchor)
        expression.constant = offset
        let source = insets == nil ? "UIKit's default layout margins of a view (8 pt)" : "the layout margins IB records for it"
        return .expression(expression, approximation: "'\(name).\(attribute)' is read as \(LinearExpression(terms: expression.terms, constant: offset)), from \(source); margins changed at run time, or inherited with preservesSuperviewLayoutMargins, are not followed")
    }
}
