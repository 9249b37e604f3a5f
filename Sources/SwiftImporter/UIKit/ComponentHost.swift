import LayoutSpec

/// How UIKit sizes a view that no analysed screen places, when kbcov analyses it on its own (a
/// *component*): the constraints its unseen superview stands for, by the UIKit class it inherits
/// from. Its subviews are laid out by its own code, as in any screen.
enum ComponentHost: Equatable {
    /// A cell, supplementary or header/footer view of a list: as wide as the list, which fills the
    /// window, and as tall as its content makes it. UIKit sizes a self-sizing cell with
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority:
    /// .fittingSizeLevel)` (UIKit reference: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`,
    /// `UITableView.automaticDimension`).
    case listItem
    /// Any other view: at the smallest size its constraints allow within the window's safe area,
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` (UIKit reference), at its
    /// top leading corner.
    case compressed

    /// UIKit's reusable list views, from Apple's UIKit reference class hierarchies.
    static let listItemClasses: Set<String> = [
        "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView",
        "UITableViewCell", "UITableViewHeaderFooterView",
    ]

    init(uikitBase: String?) {
        self = uikitBase.map(Self.listItemClasses.contains) == true ? .listItem : .compressed
    }

    /// Words for notes: what the component is analysed as.
    var phrase: String {
        switch self {
        case .listItem: "a list item, as wide as the window and as tall as its content (UIKit's self-sizing)"
        case .compressed: "at the smallest size its constraints allow within the safe area (UIKit's compressed fitting size)"
        }
    }

    /// One constraint the unseen superview stands for: `component.anchor relation target @priority`,
    /// a `nil` target being zero; `id` names it in findings.
    struct Placement {
        let id: String
        let anchor: Anchor
        let relation: Relation
        let target: (item: BuiltinItem, anchor: Anchor)?
        let priority: Priority
    }

    static let placementIDs = Set([ComponentHost.listItem, .compressed].flatMap(\.placements).map(\.id))

    var placements: [Placement] {
        switch self {
        case .listItem:
            [Placement(id: "host.leading", anchor: .leading, relation: .equal, target: (.view, .leading), priority: .required),
             Placement(id: "host.trailing", anchor: .trailing, relation: .equal, target: (.view, .trailing), priority: .required),
             Placement(id: "host.top", anchor: .top, relation: .equal, target: (.safeArea, .top), priority: .required),
             Placement(id: "host.fittingHeight", anchor: .height, relation: .equal, target: nil, priority: .fittingSize)]
        case .compressed:
            [Placement(id: "host.leading", anchor: .leading, relation: .equal, target: (.safeArea, .leading), priority: .required),
             Placement(id: "host.top", anchor: .top, relation: .equal, target: (.safeArea, .top), priority: .required),
             Placement(id: "host.maximumWidth", anchor: .width, relation: .lessThanOrEqual, target: (.safeArea, .width), priority: .required),
             Placement(id: "host.maximumHeight", anchor: .height, relation: .lessThanOrEqual, target: (.safeArea, .height), priority: .required),
             Placement(id: "host.fittingWidth", anchor: .width, relation: .equal, target: nil, priority: .fittingSize),
             Placement(id: "host.fittingHeight", anchor: .height, relation: .equal, target: nil, priority: .fittingSize)]
        }
    }
}
