import LayoutSpec

/// How UIKit sizes a view that no analysed screen places, when kbcov analyses it on its own (a
/// *component*): the constraints its unseen superview stands for, by the UIKit class it inherits
/// from. Its subviews are laid out by its own code, as in any screen.
enum ComponentHost: Equatable {
    /// A table view's cell or header/footer view: as wide as the table, which fills the window,
    /// and as tall as its content makes it. UIKit sizes a self-sizing cell with
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority:
    /// .fittingSizeLevel)` (UIKit reference: `UITableView.automaticDimension`).
    case listItem
    /// A collection view's cell or supplementary view: its collection layout decides its width,
    /// the list's for a list layout, its own for items sized by their content (estimated widths,
    /// UIKit reference: `NSCollectionLayoutDimension.estimated(_:)`). It is as wide as the window
    /// where its own required constraints let it, narrower where they say so, and as tall as its
    /// content makes it.
    case collectionItem
    /// Any other view: at the smallest size its constraints allow within the window's safe area,
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` (UIKit reference), at its
    /// top leading corner.
    case compressed

    /// UIKit's reusable list views, from Apple's UIKit reference class hierarchies: a table view's,
    /// which it sizes across, and a collection view's, which its layout sizes (a list cell too:
    /// any layout may show one).
    static let listItemClasses: Set<String> = ["UITableViewCell", "UITableViewHeaderFooterView"]
    static let collectionItemClasses: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView"]

    init(uikitBase: String?) {
        switch uikitBase {
        case let base? where Self.listItemClasses.contains(base): self = .listItem
        case let base? where Self.collectionItemClasses.contains(base): self = .collectionItem
        default: self = .compressed
        }
    }

    /// Whether it is a reusable view of a list or collection, whose `contentView` is the cell itself.
    var isReusable: Bool { self != .compressed }

    /// Words for notes: what the component is analysed as.
    var phrase: String {
        switch self {
        case .listItem: "a list item, as wide as the window and as tall as its content (UIKit's self-sizing)"
        case .collectionItem: "a collection view item, as wide as the window where its own constraints let it and as tall as its content (UIKit's self-sizing)"
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

    static let placementIDs = Set([ComponentHost.listItem, .collectionItem, .compressed].flatMap(\.placements).map(\.id))

    var placements: [Placement] {
        switch self {
        case .listItem:
            [Placement(id: "host.leading", anchor: .leading, relation: .equal, target: (.view, .leading), priority: .required),
             Placement(id: "host.trailing", anchor: .trailing, relation: .equal, target: (.view, .trailing), priority: .required),
             Placement(id: "host.top", anchor: .top, relation: .equal, target: (.safeArea, .top), priority: .required),
             Placement(id: "host.fittingHeight", anchor: .height, relation: .equal, target: nil, priority: .fittingSize)]
        case .collectionItem:
            [Placement(id: "host.leading", anchor: .leading, relation: .equal, target: (.view, .leading), priority: .required),
             Placement(id: "host.maximumWidth", anchor: .width, relation: .lessThanOrEqual, target: (.view, .width), priority: .required),
             Placement(id: "host.layoutWidth", anchor: .width, relation: .equal, target: (.view, .width), priority: .highestOptional),
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
