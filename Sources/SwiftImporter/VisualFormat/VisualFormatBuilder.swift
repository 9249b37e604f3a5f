import ExactGeometry
import LayoutSpec

/// Turns a parsed visual format into constraints, as UIKit's
/// `constraints(withVisualFormat:options:metrics:views:)` does: spacings along the orientation,
/// sizes from view predicates, alignment between neighbouring views from the options.
struct VisualFormatBuilder {
    struct Problem: Error {
        let offset: Int?
        let message: String
    }

    let format: VisualFormat
    let text: String
    let location: SpecLocation
    var views: [String: Value] = [:]
    var metrics: [String: Value] = [:]
    var options: [String] = []
    var superview: ItemRef?
    /// The superview's layout margins guide, which a standard space to the superview (`|-[a]-|`)
    /// meets: UIKit insets such a view by the superview's layout margins (Apple,
    /// UIView.directionalLayoutMargins), not by a fixed space.
    var superviewMargins: ItemRef?

    static let alignments: [String: Anchor] = [
        "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
        "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX, "alignAllCenterY": .centerY,
    ]
    static let ignoredOptions: Set<String> = ["directionLeadingToTrailing", "spacingEdgeToEdge"]

    /// The edges along the orientation, in the order views are written, and the size.
    private func axis() throws -> (start: Anchor, end: Anchor, size: Anchor, reversed: Bool) {
        guard format.orientation == .horizontal else { return (.top, .bottom, .height, false) }
        if options.contains("directionLeftToRight") { return (.left, .right, .width, false) }
        if options.contains("directionRightToLeft") { return (.right, .left, .width, true) }
        return (.leading, .trailing, .width, false)
    }

    func constraints() throws -> [DraftConstraint] {
        let (start, end, size, reversed) = try axis()
        var drafts: [DraftConstraint] = []
        let items = try format.views.map { try item(named: $0.name, offset: $0.offset) }
        func add(_ lhs: DraftExpression, _ relation: Relation, _ rhs: DraftExpression, priority: Priority) {
            var draft = DraftConstraint(lhs: lhs, relation: relation, rhsAnchors: DraftExpression(terms: rhs.terms),
                                        constant: .number(rhs.constant), location: location)
            draft.priority = priority
            draft.bindingName = "vfl[\(text.filter { !$0.isWhitespace })].\(drafts.count)"
            drafts.append(draft)
        }
        /// `after` follows `before` along the orientation, `connection` apart.
        func connect(_ before: DraftExpression, _ after: DraftExpression, _ connection: VisualFormat.Connection, toSuperview: Bool) throws {
            let predicates: [VisualFormat.Predicate]
            switch connection {
            case .flush: predicates = [.init(relation: .equal, object: .constant(.number(.zero)), priority: nil)]
            case .standard:
                // To the superview, `before` or `after` is already its margin's edge.
                let spacing = toSuperview ? Rational.zero : Interpreter.standardSpacingBetweenViews
                predicates = [.init(relation: .equal, object: .constant(.number(spacing)), priority: nil)]
            case .predicates(let list): predicates = list
            }
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else { continue }
                let spacing = try number(constant)
                let priority = try self.priority(predicate.priority)
                if reversed {
                    add(before, predicate.relation, after + .number(spacing), priority: priority)
                } else {
                    add(after, predicate.relation, before + .number(spacing), priority: priority)
                }
            }
        }
        if let leading = format.leadingSuperview, let first = items.first {
            try connect(DraftExpression(try container(for: leading), start), DraftExpression(first, start), leading, toSuperview: true)
        }
        for (index, view) in format.views.enumerated() {
            let item = items[index]
            if index > 0 {
                try connect(DraftExpression(items[index - 1], end), DraftExpression(item, start), format.connections[index - 1], toSuperview: false)
            }
            for predicate in view.predicates {
                let rhs: DraftExpression
                switch predicate.object {
                case .constant(let constant): rhs = .number(try number(constant))
                case .view(let name, let offset) where views[name] == nil && metrics[name] != nil:
                    rhs = .number(try number(.metric(name, offset: offset)))
                case .view(let name, let offset): rhs = DraftExpression(try self.item(named: name, offset: offset), size)
                }
                add(DraftExpression(item, size), predicate.relation, rhs, priority: try priority(predicate.priority))
            }
        }
        if let trailing = format.trailingSuperview, let last = items.last {
            try connect(DraftExpression(last, end), DraftExpression(try container(for: trailing), end), trailing, toSuperview: true)
        }
        for option in options where Self.alignments[option] == nil && !Self.ignoredOptions.contains(option)
            && !option.hasPrefix("direction") {
            throw Problem(offset: nil, message: "the option '.\(option)', which kbcov does not read (it reads alignAll… edges and centres and the direction options)")
        }
        for option in options {
            guard let anchor = Self.alignments[option] else { continue }
            // UIKit refuses an alignment along the format's own axis only where there are views to align.
            guard anchor.axis != size.axis || items.count < 2 else {
                throw Problem(offset: nil, message: "'.\(option)' aligns along the format's own orientation, which UIKit refuses")
            }
            for index in items.indices.dropFirst() {
                add(DraftExpression(items[index], anchor), .equal, DraftExpression(items[index - 1], anchor), priority: .required)
            }
        }
        return drafts
    }

    private func item(named name: String, offset: Int) throws -> ItemRef {
        guard let value = views[name] else {
            throw Problem(offset: offset, message: "'\(name)' is not a key of the views dictionary")
        }
        guard let item = value.itemRef else {
            throw Problem(offset: offset, message: "the view '\(name)' is not a view kbcov can read")
        }
        return item
    }

    /// The item a connection to `|` meets: the superview, or its margins for a standard space.
    private func container(for connection: VisualFormat.Connection) throws -> ItemRef {
        guard let superview else { throw Problem(offset: nil, message: "the superview '|' of views kbcov cannot place") }
        return connection == .standard ? superviewMargins ?? superview : superview
    }

    private func number(_ constant: VisualFormat.Constant) throws -> Rational {
        switch constant {
        case .number(let value): return value
        case .metric(let name, let offset):
            guard case .number(let number)? = metrics[name], number.isConstant else {
                throw Problem(offset: offset, message: "'\(name)' is not a number of the metrics dictionary kbcov can read")
            }
            return number.constant
        }
    }

    private func priority(_ constant: VisualFormat.Constant?) throws -> Priority {
        guard let constant else { return .required }
        let value = try number(constant)
        guard value.isInteger, let integer = Int(exactly: value.numerator), let priority = Priority(integer) else {
            throw Problem(offset: nil, message: "the priority \(value.decimalString(maximumFractionDigits: 3)); kbcov reads whole priorities from 1 to 1000")
        }
        return priority
    }
}
