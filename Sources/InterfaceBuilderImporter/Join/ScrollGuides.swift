import LayoutSpec
import SwiftImporter

extension ScreenParts {
    /// The scroll view guides (`<viewLayoutGuide key="contentLayoutGuide">`) the screen's
    /// constraints name, in document order.
    static func scrollGuides(in tree: ViewTree, names: ViewNames, constraints: [Constraint]) -> [PrebuiltLayout.ScrollGuide] {
        let named = Set(constraints.flatMap { $0.anchors.map(\.item) })
        return tree.views.flatMap { view in
            ScrollViewGuide.allCases.compactMap { guide -> PrebuiltLayout.ScrollGuide? in
                guard tree.items.values.contains(.scrollGuide(ofView: view.id, guide)) else { return nil }
                let scrollView = names[view.id] ?? view.id
                let name = AnchorResolver.name(of: guide, in: scrollView)
                guard named.contains(name) else { return nil }
                return PrebuiltLayout.ScrollGuide(name: name, scrollView: scrollView, guide: guide, location: view.node.location)
            }
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
