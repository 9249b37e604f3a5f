import LayoutSpec
import SwiftImporter

extension ScreenParts {
    /// The scroll view guides the screen's constraints name (`<viewLayoutGuide
    /// key="contentLayoutGuide">`, or the content `placingScrollContent` moved edges to), in
    /// document order.
    static func scrollGuides(in tree: ViewTree, names: ViewNames, constraints: [Constraint]) -> [PrebuiltLayout.ScrollGuide] {
        let named = Set(constraints.flatMap { $0.anchors.map(\.item) })
        return tree.views.filter { ViewClass.scrollViews.contains($0.uikitClass) }.flatMap { view in
            ScrollViewGuide.allCases.compactMap { guide -> PrebuiltLayout.ScrollGuide? in
                let scrollView = names[view.id] ?? view.id
                let name = guide.name(in: scrollView)
                guard named.contains(name) else { return nil }
                return PrebuiltLayout.ScrollGuide(name: name, scrollView: scrollView, guide: guide, location: view.node.location)
            }
        }
    }

    /// The constraints with the edges of a scroll view constrained to a view inside it moved to
    /// its content guide, as UIKit attaches them (`ScrollViewGuide.edgesOfContent`): a storyboard
    /// drawn before content layout guides places its scroll view's content this way.
    static func placingScrollContent(_ constraints: [Constraint], in tree: ViewTree, names: ViewNames) -> [Constraint] {
        let views = Dictionary(tree.views.compactMap { view in names[view.id].map { ($0, view) } }, uniquingKeysWith: { first, _ in first })
        let parents = Dictionary(tree.views.compactMap { view in view.parent.map { (view.id, $0) } }, uniquingKeysWith: { first, _ in first })
        func isInside(_ item: String, _ container: String) -> Bool {
            var current = views[item]?.id
            var seen: Set<String> = []
            while let id = current, seen.insert(id).inserted, let parent = parents[id] {
                if parent == container { return true }
                current = parent
            }
            return false
        }
        func moved(_ expression: LinearExpression, items: [String]) -> LinearExpression {
            var expression = expression
            for index in expression.terms.indices {
                let reference = expression.terms[index].anchor
                guard ScrollViewGuide.edgesOfContent.contains(reference.anchor), let scrollView = views[reference.item],
                      ViewClass.scrollViews.contains(scrollView.uikitClass), items.contains(where: { isInside($0, scrollView.id) }) else { continue }
                expression.terms[index].anchor.item = ScrollViewGuide.content.name(in: reference.item)
            }
            return expression
        }
        return constraints.map { constraint in
            let items = constraint.anchors.map(\.item)
            var placed = constraint
            placed.lhs = moved(constraint.lhs, items: items)
            placed.rhs = moved(constraint.rhs, items: items)
            return placed
        }
    }
}

extension PrebuiltLayout.ScrollGuide {
    /// What places the guide on its scroll view where no code runs on the storyboard (its view
    /// controller is not among the analysed files): the anchors UIKit gives it from the scroll view.
    var placement: [Constraint] {
        guide.anchorsOnScrollView.map { anchor in
            Constraint(id: "\(name).\(anchor.rawValue)", isGeneratedID: true,
                       lhs: LinearExpression(AnchorReference(item: name, anchor: anchor)), relation: .equal,
                       rhs: LinearExpression(AnchorReference(item: scrollView, anchor: anchor)), location: location)
        }
    }
}
