import ExactGeometry
import LayoutSpec

/// A view of a screen as Interface Builder records it.
struct InterfaceBuilderView {
    var id: String
    var node: XMLNode
    /// The id of the view it is a subview of; `nil` for the root view.
    var parent: String?
    /// The element's UIKit class (`UILabel` for `<label>`).
    var uikitClass: String
    /// Its design-time frame in its superview, `[x, y, width, height]`.
    var frame: [Rational]?
}

/// What an id of the screen names: a view, or one of the root view's guides.
enum InterfaceBuilderItem: Equatable {
    case root
    case view(String)
    case safeArea(ofView: String?)
    case keyboardGuide
    case legacy(LegacyLayoutGuide)
    /// A scroll view's `contentLayoutGuide` or `frameLayoutGuide`.
    case scrollGuide(ofView: String, ScrollViewGuide)
}

/// The views of a screen, depth first in document order, with every id the constraints may name
/// and the constraint elements of each view. Elements it does not read become warnings.
struct ViewTree {
    private(set) var views: [InterfaceBuilderView] = []
    private(set) var items: [String: InterfaceBuilderItem] = [:]
    /// `<constraints>` children, with the id of the view that holds them (the implicit first item).
    private(set) var constraintNodes: [(owner: String, node: XMLNode)] = []
    /// `<keyboardLayoutGuide>` of the root view, if IB has one.
    private(set) var keyboardGuide: XMLNode?
    /// Ids a `<variation key="default">` leaves out (not installed in the default size class).
    private(set) var excluded: Set<String> = []
    private(set) var warnings: [Diagnostic] = []

    init(screen: InterfaceBuilderScreen) {
        for (id, guide) in screen.legacyGuides { items[id] = .legacy(guide) }
        read(screen.root, parent: nil)
    }

    private mutating func read(_ node: XMLNode, parent: String?) {
        guard let id = node["id"] else {
            warnings.append(.warning(.unsupportedConstruct, at: node.location, "skipped: a <\(node.name)> without an id, which no constraint can name"))
            return
        }
        let uikitClass = InterfaceBuilderClasses.viewClasses[node.name] ?? "UIView"
        views.append(InterfaceBuilderView(id: id, node: node, parent: parent, uikitClass: uikitClass, frame: Self.frame(of: node)))
        items[id] = parent == nil ? .root : .view(id)
        for child in node.children {
            switch child.name {
            case "subviews":
                for subview in child.children {
                    if InterfaceBuilderClasses.viewClasses[subview.name] != nil {
                        read(subview, parent: id)
                    } else {
                        warnings.append(.warning(.unsupportedConstruct, at: subview.location,
                            "skipped: <\(subview.name)>, a subview kbcov does not know; constraints that name it are left out too"))
                    }
                }
            case "constraints":
                constraintNodes += child.children(named: "constraint").map { (id, $0) }
            case "viewLayoutGuide" where child["key"] == "safeArea":
                if let guideID = child["id"] { items[guideID] = .safeArea(ofView: parent == nil ? nil : id) }
            case "viewLayoutGuide" where child["key"].flatMap(ScrollViewGuide.init(rawValue:)) != nil:
                if let guideID = child["id"], let guide = child["key"].flatMap(ScrollViewGuide.init(rawValue:)) {
                    items[guideID] = .scrollGuide(ofView: id, guide)
                }
            case "keyboardLayoutGuide" where child["key"] == "keyboard":
                guard parent == nil else {
                    warnings.append(.warning(.unsupportedConstruct, at: child.location,
                        "skipped: the keyboard layout guide of a subview; kbcov models the root view's keyboardLayoutGuide"))
                    continue
                }
                keyboardGuide = child
                if let guideID = child["id"] { items[guideID] = .keyboardGuide }
            case "variation":
                readVariation(child)
            case "tableViewCell", "collectionViewCell", "prototypes", "cells":
                warnings.append(.warning(.unsupportedConstruct, at: child.location,
                    "skipped: the layout of <\(child.name)>; cells are laid out by their table or collection view, not as part of this screen"))
            default:
                if !InterfaceBuilderClasses.appearance.contains(child.name) {
                    warnings.append(.warning(.unsupportedConstruct, at: child.location,
                        "skipped: <\(child.name)> inside <\(node.name)>, which kbcov does not read"))
                }
            }
        }
    }

    private mutating func readVariation(_ variation: XMLNode) {
        guard variation["key"] == "default" else {
            warnings.append(.warning(.unsupportedConstruct, at: variation.location,
                "skipped: the size-class variation '\(variation["key"] ?? "?")'; kbcov analyses the default (Any width, Any height) layout"))
            return
        }
        for mask in variation.children(named: "mask") {
            for exclude in mask.children(named: "exclude") {
                if let reference = exclude["reference"] { excluded.insert(reference) }
            }
        }
    }

    private static func frame(of node: XMLNode) -> [Rational]? {
        guard let rect = node.child(key: "frame") else { return nil }
        let values = ["x", "y", "width", "height"].compactMap { rect[$0].flatMap { Rational(exactly: $0) } }
        return values.count == 4 ? values : nil
    }
}
