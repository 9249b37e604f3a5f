import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// `base.member`: anchors of items, the root view's guides and geometry, static constants of the
/// file's types, and the names enums and option sets give (`.top`, `UILayoutPriority.required`).
extension Interpreter {
    static let anchors: [String: Anchor] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "widthAnchor": .width, "heightAnchor": .height,
    ]

    static let rootGuides: [String: BuiltinItem] = [
        "safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .margins, "readableContentGuide": .readable,
        "keyboardLayoutGuide": .keyboard,
    ]

    /// The members of a list of views kbcov reads as values.
    static let listMembers: Set<String> = ["first", "last", "count", "isEmpty"]
    static let otherInsetSides: Set<String> = ["top", "left", "right"]
    static let membersOfZero: Set<String> = ["top", "left", "bottom", "right", "x", "y", "width", "height"]

    /// The number types an app extends with named constants (`extension CGFloat { static let inset: CGFloat = 16 }`).
    static let numberTypes = ["CGFloat", "Double", "Float", "Int"]

    /// `.inset` where a number is expected: a static constant the app declares on a number type.
    private func numberConstant(_ name: String) -> Value? {
        Self.numberTypes.lazy.compactMap { type in self.index.staticProperties[type]?[name] != nil ? self.staticPropertyValue(name, ofType: type) : nil }.first
    }

    func memberValue(_ member: MemberAccessExprSyntax, in frame: Frame) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else { return numberConstant(name) ?? .implicitMember(name) }
        if name == "bounds", RectMembers.screens.contains(base.trimmedDescription) { return .rect(.screenBounds) }
        let baseValue = evaluate(base, in: frame)
        if case .opaque = baseValue, Self.anchors[name] != nil || name == "snp", let object = pathObject(base) {
            return itemMember(name, of: .object(object), at: member)
        }
        return self.member(name, of: baseValue, at: member)
    }

    /// A view reached through properties kbcov does not follow (`child.view`,
    /// `hostingController.view`, `cell.titleLabel`): an item named after the path (`childView`).
    func pathObject(_ expression: ExprSyntax) -> ObjectID? {
        var components: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind != .keyword(.self) { components.insert(reference.baseName.text, at: 0) }
                current = nil
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return nil
            }
        }
        guard let first = components.first else { return nil }
        let name = components.dropFirst().reduce(first) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
        return objects.undeclaredObject(named: name, at: sources.location(of: expression))
    }

    /// The view `item` was added to when the code runs: `superview` in a `UIView` extension is
    /// the receiver's, not a view named "superview".
    func superview(of item: ItemRef, at node: some SyntaxProtocol) -> Value {
        guard case .object(let id) = instanceItem(item), id != objects.rootViewObject else {
            return unreadable(node, "the superview of the screen's root view, which kbcov does not model")
        }
        guard let parent = objects[id].parent else {
            return unreadable(node, "'superview' of a view that is not added to one when this code runs")
        }
        return .item(parent)
    }

    func member(_ name: String, of base: Value, at node: some SyntaxProtocol) -> Value {
        if name == "snp", let target = snapKitTarget(base, at: node) { return .snapKit(.dsl(target)) }
        if let image = imageMember(name, of: base, at: node) { return image }
        switch base {
        case .selfReference:
            if let value = propertyValue(name, of: .selfReference, type: screenType) { return value }
            if name == "view" { return .item(.rootView) }
            if let root = screenRootAlias(name) { return root }
            if let guide = legacyGuide(name) { return guide }
            if Self.anchors[name] != nil || Self.rootGuides[name] != nil || RectMembers.rootRects[name] != nil {
                return member(name, of: .item(.rootView), at: node)
            }
            return index.functions(named: name).isEmpty ? .undeclared(name) : .opaque
        case .item(let item):
            return itemMember(name, of: item, at: node)
        case .legacyGuide(let guide):
            return legacyGuideMember(name, of: guide, at: node)
        case .undeclared(let baseName):
            guard Self.anchors[name] != nil || Self.rootGuides[name] != nil else { return .opaque }
            let object = objects.undeclaredObject(named: baseName, at: sources.location(of: node))
            return itemMember(name, of: .object(object), at: node)
        case .rect(let source):
            switch RectMembers.member(name, of: source) {
            case .value(let value)?: return value
            case .problem(let message)?: return unreadable(node, message)
            case nil: return .opaque
            }
        case .typeName(Self.fontMetricsType):
            return Self.fontMetricsMember(name) ?? .opaque
        case .typeName(let typeName):
            if typeName == "UIFont", let size = Self.standardFontSizes[name] { return .number(.number(size)) }
            return staticPropertyValue(name, ofType: typeName) ?? .implicitMember(name)
        case .implicitMember("zero") where Self.membersOfZero.contains(name):
            // `.zero` of UIEdgeInsets, CGRect, CGSize or CGPoint (a default argument's): every part is 0.
            return .number(.number(.zero))
        case .implicitMember:
            return .implicitMember(name)
        case .number where name == "rawValue":
            return base
        case .unreadable:
            return base
        case .snapKit(let step):
            return snapKitMember(name, of: step, at: node)
        case .edgeInsets(let bottom, nil, _) where name == "bottom":
            return .number(bottom)
        case .edgeInsets(_, nil, let sides) where Self.otherInsetSides.contains(name):
            return sides[name].map(Value.number) ?? unreadable(node, "the \(name) inset, which is not a number kbcov can read")
        case .constraint(let handle) where name == "constant":
            return constantAtRest(of: handle)
        case .edgeInsets(_, _?, _) where name == "bottom":
            return unreadable(node, "the bottom of a content inset as it is when the code runs, which kbcov knows only as keyboard handlers set it")
        case .list(let elements) where Self.listMembers.contains(name) && !elements.isEmpty && elements.allSatisfy(\.isItem):
            // `items.first!` of views the code lists (a variadic helper's); a list of data, or an
            // empty one, may hold anything at run time.
            switch name {
            case "first": return elements[0]
            case "last": return elements[elements.count - 1]
            case "count": return .number(.number(Rational(elements.count)))
            default: return .bool(false)
            }
        case .nothing:
            // `guide?.topAnchor` of a `guide` the code set to nil: the chain is nil too.
            return .nothing
        case .anchor, .constraint, .list, .dictionary, .number, .bool, .string, .image, .unknownAspectRatio, .fontMetrics, .edgeInsets, .opaque:
            return .opaque
        }
    }

    private func itemMember(_ name: String, of item: ItemRef, at node: some SyntaxProtocol) -> Value {
        if let anchor = Self.anchors[name] { return .anchor(item, anchor) }
        if name == "superview" { return superview(of: item, at: node) }
        if let value = containerMember(name, of: item, at: node) { return value }
        if let type = typeName(of: item), index.isOwnType(type), let value = propertyValue(name, of: .item(instanceItem(item)), type: type) {
            return value
        }
        if name == "firstBaselineAnchor" || name == "lastBaselineAnchor" {
            return unreadable(node, "'\(name)': kbcov models frames, not text baselines")
        }
        if let guide = Self.rootGuides[name] {
            guard isRootView(item) else {
                return unreadable(node, "'\(name)' of a subview; kbcov models the root view's guides only")
            }
            return .item(.builtin(guide))
        }
        if isRootView(item), let rect = RectMembers.rootRects[name] { return .rect(rect) }
        if name == "contentInset", let inset = currentContentInset(of: item) { return inset }
        return .opaque
    }
}
