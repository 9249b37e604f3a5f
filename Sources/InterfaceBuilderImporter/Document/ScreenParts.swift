import ExactGeometry
import LayoutSpec
import SwiftImporter

/// A screen read from Interface Builder alone: its views, its constraints with their final ids,
/// the outlets that name them, the keyboard guide's settings, and what could not be read.
struct ScreenParts {
    var views: [ViewDeclaration] = []
    var stacks: [StackViewDeclaration] = []
    var constraints: [Constraint] = []
    var scrollGuides: [PrebuiltLayout.ScrollGuide] = []
    var viewOutlets: [String: String] = [:]
    /// By view name, the name of the view IB draws it in; the root view's subviews have none.
    var superviews: [String: String] = [:]
    var constraintOutlets: [String: String] = [:]
    var outletCollections: [String: [PrebuiltLayout.Item]] = [:]
    var keyboardGuide = KeyboardGuideSettings()
    var warnings: [Diagnostic] = []
    var errors: [Diagnostic] = []

    init(screen: InterfaceBuilderScreen, images: DocumentImages) {
        let tree = ViewTree(screen: screen)
        let names = ViewNames(views: tree.views, outlets: screen.outlets)
        let reader = ConstraintReader(tree: tree, names: names)
        warnings = tree.warnings + reader.warnings
        errors = reader.errors
        var read = reader.constraints
        for view in tree.views where view.parent != nil {
            guard let name = names[view.id] else { continue }
            var declaration = declaration(of: view, name: name)
            declaration.scrollView = Self.enclosingScrollView(of: view, in: tree).flatMap { names[$0.id] }
                .flatMap { $0 == BuiltinItem.view.rawValue ? nil : $0 }
            views.append(declaration)
            if let parent = view.parent.flatMap({ names[$0] }), parent != BuiltinItem.view.rawValue { superviews[name] = parent }
            if view.node.name == "stackView" {
                let arranged = tree.views.filter { $0.parent == view.id }.compactMap { names[$0.id] }
                let read = StackReader.declaration(of: view.node, name: name, arranged: arranged)
                stacks.append(read.stack)
                errors += read.errors
                warnings += read.warnings
            }
            read += autoresizing(view, name: name, tree: tree, names: names)
        }
        readKeyboardGuide(tree.keyboardGuide)
        let outletsByConstraint = Dictionary(screen.outlets.map { ($0.destination, $0.property) }, uniquingKeysWith: { first, _ in first })
        let ids = ConstraintIDs.assign(read, outlets: outletsByConstraint)
        warnings += ids.warnings
        constraints = Self.placingScrollContent(ids.constraints, in: tree, names: names)
        scrollGuides = Self.scrollGuides(in: tree, names: names, constraints: constraints)
        let elements = Dictionary(tree.views.compactMap { view in names[view.id].map { ($0, view) } }, uniquingKeysWith: { first, _ in first })
        var designWarnings: [Diagnostic] = []
        views = views.map { view in
            elements[view.name].map { element in
                let sized = DesignSizes.applied(to: view, element: element, constraints: ids.constraints, stacks: stacks, images: images,
                                                warnings: &designWarnings)
                return DocumentFonts.applied(to: DocumentTexts.applied(to: sized, element: element), element: element)
            } ?? view
        }
        warnings += designWarnings
        let constraintIDs = Dictionary(zip(read.map(\.ibID), ids.constraints.map(\.id)).compactMap { ibID, id in ibID.map { ($0, id) } },
                                       uniquingKeysWith: { first, _ in first })
        for outlet in screen.outlets {
            if let name = names[outlet.destination], name != BuiltinItem.view.rawValue {
                viewOutlets[outlet.property] = name
            } else if let id = constraintIDs[outlet.destination] {
                constraintOutlets[outlet.property] = id
            }
        }
        for outlet in screen.outletCollections {
            if let name = names[outlet.destination] {
                outletCollections[outlet.property, default: []].append(.init(name: name, isConstraint: false))
            } else if let id = constraintIDs[outlet.destination] {
                outletCollections[outlet.property, default: []].append(.init(name: id, isConstraint: true))
            }
        }
    }

    /// The nearest view `view` is inside, directly or not, that scrolls its content.
    private static func enclosingScrollView(of view: InterfaceBuilderView, in tree: ViewTree) -> InterfaceBuilderView? {
        var seen: Set<String> = [view.id]
        var parentID = view.parent
        while let id = parentID, seen.insert(id).inserted, let parent = tree.views.first(where: { $0.id == id }) {
            if ViewClass.scrollViews.contains(parent.uikitClass) { return parent }
            parentID = parent.parent
        }
        return nil
    }

    private mutating func declaration(of view: InterfaceBuilderView, name: String) -> ViewDeclaration {
        let node = view.node
        // A subclass IB knows (`customClass="RoundedButton"` on a <button>) keeps its element's class.
        let viewClass = ViewClass.knownNames.contains(view.uikitClass) ? view.uikitClass : nil
        var declaration = ViewDeclaration(name: name, viewClass: viewClass, isHidden: node.flag("hidden") == true, location: node.location)
        if let warning = node["customClass"].flatMap(LibraryViewClass.named)?.keyboardWarning(at: node.location) { warnings.append(warning) }
        // IB writes `scrollEnabled="NO"` on a scroll view (<textView>, <tableView>, …) that does not scroll.
        if let viewClass, ViewClass.scrollViews.contains(viewClass) {
            declaration.isScrollEnabled = node.flag("scrollEnabled") != false
            declaration.contentInsetAdjustment = node["contentInsetAdjustmentBehavior"].flatMap(ContentInsetAdjustment.init) ?? .automatic
            declaration.alwaysBounceVertical = node.flag("alwaysBounceVertical") ?? ViewClass.bouncesVerticallyByDefault(viewClass)
        }
        // IB writes `borderStyle="roundedRect"` (or `line`, `bezel`) on a <textField> that draws one.
        declaration.isBorderless = viewClass == "UITextField" && (node["borderStyle"] ?? "none") == "none"
        // Xcode 13 and later write a <buttonConfiguration> in a <button> of any style but Default.
        declaration.drawsWithoutConfiguration = viewClass == "UIButton" && node.child(named: "buttonConfiguration") == nil
        // `editable="NO"` on a <textView>, `enabled="NO"` on a <textField>, `userInteractionEnabled="NO"` on either.
        declaration.isEditable = !["editable", "enabled", "userInteractionEnabled"].contains { node.flag($0) == false }
        declaration.intrinsicWidth = placeholderSize(node, "placeholderIntrinsicWidth")
        declaration.intrinsicHeight = placeholderSize(node, "placeholderIntrinsicHeight")
        declaration.hugging.horizontal = priority(node, "horizontalHuggingPriority") ?? declaration.hugging.horizontal
        declaration.hugging.vertical = priority(node, "verticalHuggingPriority") ?? declaration.hugging.vertical
        declaration.compressionResistance.horizontal = priority(node, "horizontalCompressionResistancePriority") ?? declaration.compressionResistance.horizontal
        declaration.compressionResistance.vertical = priority(node, "verticalCompressionResistancePriority") ?? declaration.compressionResistance.vertical
        return declaration
    }

    /// `placeholderIntrinsicWidth="120"`; IB writes `infinite` for an axis left without a size.
    private mutating func placeholderSize(_ node: XMLNode, _ attribute: String) -> Rational? {
        guard let text = node[attribute], text != "infinite" else { return nil }
        guard let value = Rational(exactly: text), !value.isNegative else {
            errors.append(.error(.invalidNumber, at: node.location, "\(attribute)=\"\(text)\": expected a size in points, 0 or more, or infinite"))
            return nil
        }
        return value
    }

    private mutating func priority(_ node: XMLNode, _ attribute: String) -> Priority? {
        guard let text = node[attribute] else { return nil }
        guard let value = Int(text), let priority = Priority(value) else {
            errors.append(.error(.priorityOutOfRange, at: node.location, "\(attribute)=\"\(text)\": expected a whole number from 1 to 1000"))
            return nil
        }
        return priority
    }

    /// Views IB leaves with `translatesAutoresizingMaskIntoConstraints` on get their mask's constraints.
    private mutating func autoresizing(_ view: InterfaceBuilderView, name: String, tree: ViewTree, names: ViewNames) -> [ReadConstraint] {
        guard view.node.flag("translatesAutoresizingMaskIntoConstraints") != false, let parentID = view.parent,
              let parent = tree.views.first(where: { $0.id == parentID }), parent.node.name != "stackView" else { return [] }
        guard let frame = view.frame, let parentFrame = parent.frame else {
            warnings.append(.warning(.unsupportedConstruct, at: view.node.location,
                "'\(name)' keeps translatesAutoresizingMaskIntoConstraints, but IB records no design frame for it or its superview: kbcov cannot make the constraints its autoresizing mask gives, so its position is left free"))
            return []
        }
        let made = AutoresizingConstraints.constraints(for: .init(
            name: name, superview: names[parentID] ?? BuiltinItem.view.rawValue, frame: frame,
            superviewSize: [parentFrame[2], parentFrame[3]], mask: view.node.child(key: "autoresizingMask"), location: view.node.location))
        warnings.append(.warning(.unsupportedConstruct, at: view.node.location,
            "'\(name)' keeps translatesAutoresizingMaskIntoConstraints (IB adds no constraints for it): its autoresizing \(made.description), as UIKit makes them"))
        return made.constraints
    }

    private mutating func readKeyboardGuide(_ node: XMLNode?) {
        guard let node else { return }
        if let follows = node.flag("followsUndockedKeyboard") {
            keyboardGuide.followsUndockedKeyboard = follows
            keyboardGuide.explicitSettings["followsUndockedKeyboard"] = node.location
        }
        if let uses = node.flag("usesBottomSafeArea") {
            keyboardGuide.usesBottomSafeArea = uses
            keyboardGuide.explicitSettings["usesBottomSafeArea"] = node.location
        }
    }
}
