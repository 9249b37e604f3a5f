import ExactGeometry
import LayoutSpec

/// What Interface Builder makes before a view controller's code runs: its views and constraints,
/// the outlets that name them in the code, and the keyboard guide's settings. Importing a Swift
/// file with a prebuilt layout runs the code on those objects, so what it does to an outlet
/// (activation, priority, a constant set from keyboard notifications, tracking by the keyboard
/// layout guide) applies to the storyboard's constraint.
public struct PrebuiltLayout: Sendable {
    public struct View: Sendable {
        /// What Interface Builder declares of it: its name in the spec, its UIKit class (`nil` for
        /// a plain view), which the code reads it as (a scroll view outlet's `contentInset`), and
        /// its priorities and settings, which what the code sets changes (a label it hides).
        public var declaration: ViewDeclaration
        /// The `@IBOutlet` property connected to it, if any.
        public var outlet: String?
        /// The name of the view IB draws it in; `nil` for the root view.
        public var superview: String?
        /// Its arrangement, when IB draws it as a stack view.
        public var stack: StackViewDeclaration?

        public var name: String { declaration.name }

        public init(declaration: ViewDeclaration, outlet: String?, superview: String? = nil, stack: StackViewDeclaration? = nil) {
            self.declaration = declaration
            self.outlet = outlet
            self.superview = superview
            self.stack = stack
        }
    }

    public struct Item: Sendable {
        /// A constraint's id or a view's name among `views` / `constraints`.
        public var name: String
        public var isConstraint: Bool

        public init(name: String, isConstraint: Bool) {
            self.name = name
            self.isConstraint = isConstraint
        }
    }

    /// A scroll view's guide the storyboard's constraints name (`scrollViewContent`).
    public struct ScrollGuide: Sendable {
        public var name: String
        public var scrollView: String
        public var guide: ScrollViewGuide
        public var location: SourceLocation

        public init(name: String, scrollView: String, guide: ScrollViewGuide, location: SourceLocation) {
            self.name = name
            self.scrollView = scrollView
            self.guide = guide
            self.location = location
        }
    }

    public var views: [View]
    public var scrollGuides: [ScrollGuide]
    /// Active constraints (installed in IB), their ids final; an id the user wrote
    /// (`isGeneratedID == false`) stays the constraint's `identifier` for the code.
    public var constraints: [Constraint]
    /// Constraint outlets: property → constraint id.
    public var constraintOutlets: [String: String]
    /// `@IBOutlet var fields: [UITextField]!` and the like: property → items in order.
    public var outletCollections: [String: [Item]]
    public var keyboardGuide: KeyboardGuideSettings

    public init(views: [View], scrollGuides: [ScrollGuide] = [], constraints: [Constraint], constraintOutlets: [String: String],
                outletCollections: [String: [Item]], keyboardGuide: KeyboardGuideSettings) {
        self.views = views
        self.scrollGuides = scrollGuides
        self.constraints = constraints
        self.constraintOutlets = constraintOutlets
        self.outletCollections = outletCollections
        self.keyboardGuide = keyboardGuide
    }
}

extension Interpreter {
    /// Creates the prebuilt objects and binds the outlet properties to them before the code runs.
    func seed(_ layout: PrebuiltLayout) {
        var views: [String: ObjectID] = [:]
        for view in layout.views {
            let declared = view.declaration
            let id = objects.create(typeName: declared.viewClass, at: declared.location)
            objects[id].names.append((view.name, true))
            objects[id].hugging = [.horizontal: declared.hugging.horizontal, .vertical: declared.hugging.vertical]
            objects[id].compressionResistance = [.horizontal: declared.compressionResistance.horizontal, .vertical: declared.compressionResistance.vertical]
            objects[id].settings = ViewSettings(drawn: declared)
            objects[id].isDrawnByDocument = true
            views[view.name] = id
            if let outlet = view.outlet { propertyValues[PropertyKey(instance: .screen, name: outlet)] = .item(.object(id)) }
        }
        for view in layout.views {
            guard let id = views[view.name] else { continue }
            objects.recordAddition(of: id, asGuide: false, to: view.superview.flatMap { views[$0] }.map(ItemRef.object) ?? .rootView)
            if let stack = view.stack { objects[id].settings.stack = DraftStack(drawn: stack) { views[$0] } }
        }
        var guides: [String: ItemRef] = [:]
        for guide in layout.scrollGuides {
            guard let scrollView = views[guide.scrollView] else { continue }
            guides[guide.name] = .object(scrollGuide(guide.guide, of: scrollView, at: guide.location))
        }
        func item(_ name: String) -> ItemRef? {
            BuiltinItem(rawValue: name).map(ItemRef.builtin) ?? views[name].map(ItemRef.object) ?? guides[name]
        }
        func draft(_ expression: LinearExpression) -> DraftExpression? {
            var terms: [DraftTerm] = []
            for term in expression.terms {
                guard let item = item(term.anchor.item) else { return nil }
                terms.append(DraftTerm(coefficient: term.coefficient, item: item, anchor: term.anchor.anchor))
            }
            return DraftExpression(terms: terms)
        }
        var constraints: [String: ConstraintHandle] = [:]
        for constraint in layout.constraints {
            guard let lhs = draft(constraint.lhs), let rhs = draft(constraint.rhs) else { continue }
            var made = DraftConstraint(lhs: lhs + .number(constraint.lhs.constant), relation: constraint.relation, rhsAnchors: rhs,
                                       constant: .number(constraint.rhs.constant), priority: constraint.priority, location: constraint.location)
            if constraint.isGeneratedID { made.bindingName = constraint.id } else { made.identifier = constraint.id }
            made.isActive = true
            constraints[constraint.id] = book.add(made)
        }
        for (outlet, id) in layout.constraintOutlets {
            if let handle = constraints[id] { propertyValues[PropertyKey(instance: .screen, name: outlet)] = .constraint(handle) }
        }
        for (outlet, items) in layout.outletCollections {
            propertyValues[PropertyKey(instance: .screen, name: outlet)] = .list(items.compactMap { entry in
                entry.isConstraint ? constraints[entry.name].map(Value.constraint) : views[entry.name].map { .item(.object($0)) }
            })
        }
        book.guideSettings = layout.keyboardGuide
    }

    /// Outlet constraints whose `constant` the code sets in a way kbcov could not follow: each
    /// such assignment becomes a warning that names the outlet and the method, so a screen is
    /// never taken as clean because its keyboard handling was not read.
    func reportUnfollowedConstants(_ layout: PrebuiltLayout, in file: SourceFile) {
        let assignments = ConstantAssignments.find(in: file)
        for (outlet, id) in layout.constraintOutlets.sorted(by: { $0.key < $1.key }) {
            guard case .constraint(let handle)? = propertyValues[PropertyKey(instance: .screen, name: outlet)] else { continue }
            let keyboardDriven = book[handle].keyboardConstantLocation != nil
            for assignment in assignments where assignment.property == outlet {
                let method = assignment.function.map { "'\($0)'" } ?? "code outside any method"
                let wasRead = keyboardUpdates.contains { update in
                    let location = sources.location(of: update.node)
                    return location.file == assignment.location.file && location.line == assignment.location.line
                }
                if assignment.isRelative, wasRead, assignment.keyboardMove == nil {
                    diagnostics.report(.warning(.unsupportedConstruct, at: assignment.location,
                        "approximated: '\(outlet).constant \(assignment.operatorText) …' in \(method) changes the outlet constraint '\(id)' by the keyboard's frame at each notification; kbcov reads it as one notification from the hidden keyboard and replays it over sequences of notifications, where it may drift"))
                } else if assignment.isRelative, let move = assignment.keyboardMove, wasRead {
                    diagnostics.report(.warning(.unsupportedConstruct, at: assignment.location,
                        "approximated: '\(outlet).constant \(assignment.operatorText) …' in \(method) adds the keyboard's move between two notifications to the outlet constraint '\(id)'; kbcov reads it as the move from the hidden keyboard, whose top is the bottom of the window (constant \(move > 0 ? "+" : "-") (view.bottom - keyboardFrame.top)). A relative update accumulates when keyboard notifications are missed or coalesced, and is off for a window that does not reach the bottom of the screen: set the constant from the keyboard's frame instead"))
                } else if assignment.isRelative {
                    diagnostics.report(.warning(assignment.readsKeyboard ? .keyboardHandlerNotModelled : .unsupportedConstruct, at: assignment.location,
                        "skipped: '\(outlet).constant \(assignment.operatorText) …' in \(method) changes the constant of the outlet constraint '\(id)' (\(book[handle].location)) relative to its previous value in a way kbcov does not read, so this screen is analysed with the storyboard's constant only. A relative update also accumulates when keyboard notifications are missed or coalesced: set the constant from the keyboard's frame instead"))
                } else if !keyboardDriven, assignment.readsKeyboard {
                    diagnostics.report(.warning(.keyboardHandlerNotModelled, at: assignment.location,
                        "skipped: the keyboard handler \(method) sets the constant of the outlet constraint '\(id)' (\(book[handle].location)) in a way kbcov could not follow; the screen is analysed with the storyboard's constant only"))
                }
            }
        }
    }
}
