import ExactGeometry
import LayoutSpec

/// A constraint of the screen as IB records it, turned into the spec model; its id is chosen
/// later, once every constraint of the screen is known.
struct ReadConstraint {
    var ibID: String?
    var identifier: String?
    /// `textView.bottom-safeArea.bottom`: the items and attributes as IB names them.
    var readableName: String
    var constraint: Constraint
}

/// Reads `<constraint>` elements: `firstItem` (the view holding the constraint when absent),
/// `firstAttribute`, `relation`, `secondItem`, `secondAttribute`, `multiplier` (a number or a
/// ratio such as `4:3`), `constant`, `priority` and `identifier`. Values Xcode never writes are
/// errors; constraints kbcov cannot model are warnings, located at the element.
struct ConstraintReader {
    let tree: ViewTree
    let names: ViewNames
    private(set) var constraints: [ReadConstraint] = []
    private(set) var warnings: [Diagnostic] = []
    private(set) var errors: [Diagnostic] = []

    init(tree: ViewTree, names: ViewNames) {
        self.tree = tree
        self.names = names
        let resolver = AnchorResolver(tree: tree, names: names)
        for (owner, node) in tree.constraintNodes {
            read(node, owner: owner, resolver: resolver)
        }
    }

    private mutating func read(_ node: XMLNode, owner: String, resolver: AnchorResolver) {
        let location = node.location
        if let id = node["id"], tree.excluded.contains(id) {
            warnings.append(.warning(.unsupportedConstruct, at: location, "skipped: a constraint not installed in the default size class (Any width, Any height), as UIKit leaves it out"))
            return
        }
        if node.flag("placeholder") == true {
            warnings.append(.warning(.unsupportedConstruct, at: location, "skipped: a placeholder constraint, which Interface Builder removes at build time; code must add its replacement"))
            return
        }
        guard let firstAttribute = node["firstAttribute"] else {
            errors.append(.error(.missingKey, at: location, "a <constraint> without firstAttribute: expected firstAttribute=\"top\", \"leading\", \"width\", …"))
            return
        }
        let firstItem = node["firstItem"] ?? owner
        let secondItem = node["secondItem"]
        let secondAttribute = node["secondAttribute"].flatMap { $0 == "notAnAttribute" ? nil : $0 }
        guard let relation = relation(node["relation"], at: location),
              let multiplier = number(node["multiplier"], "multiplier", default: .one, allowsRatio: true, at: location),
              let constant = number(node["constant"], "constant", default: .zero, allowsRatio: false, at: location),
              let priority = priority(node["priority"], at: location) else { return }
        var approximations: [String] = []
        let lhs: LinearExpression
        switch resolver.resolve(item: firstItem, attribute: firstAttribute) {
        case .problem(let problem): return skip(problem, at: location)
        case .expression(let expression, let approximation):
            lhs = expression
            approximations += approximation.map { [$0] } ?? []
        }
        var rhs = LinearExpression(constant: constant - lhs.constant)
        if let secondItem {
            guard let secondAttribute else {
                errors.append(.error(.missingKey, at: location, "a <constraint> with secondItem but no secondAttribute: expected secondAttribute=\"top\", \"leading\", …"))
                return
            }
            switch resolver.resolve(item: secondItem, attribute: secondAttribute) {
            case .problem(let problem): return skip(problem, at: location)
            case .expression(let expression, let approximation):
                rhs.terms = expression.terms.map { .init(coefficient: $0.coefficient * multiplier, anchor: $0.anchor) }
                rhs.constant += expression.constant * multiplier
                approximations += approximation.map { [$0] } ?? []
            }
        }
        let left = LinearExpression(terms: lhs.terms)
        if let problem = Self.axisProblem(left.terms + rhs.terms) { return skip(problem, at: location) }
        for approximation in approximations {
            warnings.append(.warning(.unsupportedConstruct, at: location, "approximated: \(approximation)"))
        }
        let first = "\(itemName(firstItem)).\(firstAttribute)"
        let readable = secondItem.map { "\(first)-\(itemName($0)).\(secondAttribute ?? "")" } ?? first
        constraints.append(ReadConstraint(
            ibID: node["id"], identifier: node["identifier"], readableName: readable,
            constraint: Constraint(id: readable, isGeneratedID: true, lhs: left, relation: relation, rhs: rhs, priority: priority, location: location)))
    }

    private mutating func skip(_ problem: String, at location: SourceLocation) {
        warnings.append(.warning(.unsupportedConstruct, at: location, "skipped: a constraint on \(problem)"))
    }

    /// The name an item has in readable constraint ids.
    private func itemName(_ id: String) -> String {
        switch tree.items[id] {
        case .root?: BuiltinItem.view.rawValue
        case .view(let view)?: names[view] ?? view
        case .safeArea(nil)?: BuiltinItem.safeArea.rawValue
        case .safeArea(let owner?)?: "\(names[owner] ?? owner).safeArea"
        case .keyboardGuide?: BuiltinItem.keyboard.rawValue
        case .legacy(let guide)?: guide.rawValue
        case .scrollGuide(let owner, let guide)?: guide.name(in: names[owner] ?? owner)
        case nil: id
        }
    }

    private mutating func relation(_ text: String?, at location: SourceLocation) -> Relation? {
        switch text {
        case nil: return .equal
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case "lessThanOrEqual": return .lessThanOrEqual
        case let other?:
            errors.append(.error(.invalidValue, at: location, "relation=\"\(other)\": expected greaterThanOrEqual or lessThanOrEqual (equal is written by leaving relation out)"))
            return nil
        }
    }

    private mutating func number(_ text: String?, _ attribute: String, default value: Rational, allowsRatio: Bool, at location: SourceLocation) -> Rational? {
        guard let text else { return value }
        if allowsRatio, let colon = text.firstIndex(of: ":"),
           let top = Rational(exactly: String(text[..<colon])), let bottom = Rational(exactly: String(text[text.index(after: colon)...])), !bottom.isZero {
            return top / bottom
        }
        if let parsed = Rational(exactly: text) { return parsed }
        errors.append(.error(.invalidNumber, at: location, "\(attribute)=\"\(text)\": expected a number\(allowsRatio ? " or a ratio such as 4:3" : "")"))
        return nil
    }

    private mutating func priority(_ text: String?, at location: SourceLocation) -> Priority? {
        guard let text else { return .required }
        if let value = Int(text), let priority = Priority(value) { return priority }
        errors.append(.error(.priorityOutOfRange, at: location, "priority=\"\(text)\": expected a whole number from 1 to 1000"))
        return nil
    }

    static func axisProblem(_ terms: [LinearExpression.Term]) -> String? {
        guard let first = terms.first?.anchor.anchor else { return "nothing: it names no anchor" }
        if let other = terms.first(where: { $0.anchor.anchor.axis != first.axis }) {
            if first.isDimension && other.anchor.anchor.isDimension {
                return "an aspect ratio ('\(first.rawValue)' to '\(other.anchor.anchor.rawValue)'): kbcov analyses each axis on its own and cannot relate them"
            }
            return "anchors of different axes ('\(first.rawValue)' and '\(other.anchor.anchor.rawValue)'), which UIKit cannot relate"
        }
        return nil
    }
}
