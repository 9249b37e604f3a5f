import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// Containers and guides of subviews as UIKit lays them out (UIKit reference: `UIScrollView`
/// "contentLayoutGuide", "frameLayoutGuide"; `UIVisualEffectView.contentView`; `UIView`
/// "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide"; `UITableViewController`
/// "tableView"):
/// - a visual effect view's `contentView` has its frame: it is the same item; so has a list cell's
///   or header's (`UICollectionViewCell`, `UITableViewCell` without an accessory or editing control);
/// - a scroll view's `frameLayoutGuide` is a guide on its frame; its `contentLayoutGuide` a guide whose
///   origin is the scroll view's (at content offset zero) and whose size its content gives; the
///   edges of a scroll view constrained to views inside it are its content's (`placeScrollContent`);
/// - a subview's `layoutMarginsGuide` is its frame inset by UIKit's default margins of a subview,
///   8 pt a side (or the `layoutMargins` the code sets), its `readableContentGuide` those margins
///   at most 672 pt wide, centred; its `safeAreaLayoutGuide` is read as its frame, with a warning;
///   its `keyboardLayoutGuide` as the screen's, whose top edge it shares where it meets the keyboard;
/// - a table (collection) view controller's `tableView` (`collectionView`) is its root view.
extension Interpreter {
    static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
    /// `UIView.layoutMargins` of a view that is not a view controller's root view.
    static let subviewMargin = Rational(8)
    /// The width `readableContentGuide` keeps to at the default Dynamic Type size.
    static let readableWidth = Rational(672)
    static let rootViewAliases = ["tableView": "UITableViewController", "collectionView": "UICollectionViewController"]

    /// The UIKit class an object is or inherits from, as its type says.
    func uikitBase(of id: ObjectID) -> String? {
        objects[id].typeName.flatMap { index.lineage(of: $0).last }.map(ClassHierarchy.uikitName)
    }

    /// `tableView` of a `UITableViewController` screen: its root view.
    func screenRootAlias(_ name: String) -> Value? {
        guard let controller = Self.rootViewAliases[name], let screenType,
              index.lineage(of: screenType).last.map(ClassHierarchy.unqualified) == controller else { return nil }
        return .item(.rootView)
    }

    /// A container's or a subview's member that is an item of the layout, `nil` for other members.
    func containerMember(_ name: String, of item: ItemRef, at node: some SyntaxProtocol) -> Value? {
        guard case .object(let id) = instanceItem(item), id != objects.rootViewObject else { return nil }
        let base = uikitBase(of: id)
        let location = sources.location(of: node)
        if let guide = ScrollViewGuide(rawValue: name), base.map(Self.scrollViewClasses.contains) == true {
            return .item(.object(scrollGuide(guide, of: id, at: location)))
        }
        switch name {
        case "contentView" where base == "UIVisualEffectView" || ComponentHost(uikitBase: base).isReusable:
            return .item(item)
        case "layoutMarginsGuide", "readableContentGuide":
            return .item(.object(marginGuide(name, of: id, at: location)))
        case "safeAreaLayoutGuide":
            diagnostics.report(.warning(.unsupportedConstruct, at: location,
                                        "approximated: the safe area of a subview is read as its frame (kbcov models the root view's safe area)"))
            return .item(item)
        case "keyboardLayoutGuide":
            diagnostics.report(.warning(.unsupportedConstruct, at: location,
                                        "approximated: a subview's keyboard layout guide is read as the screen's (the same top edge where the view reaches the keyboard)"))
            return .item(.builtin(.keyboard))
        default:
            return nil
        }
    }

    /// A scroll view's content or frame guide (`ScrollViewGuide`); `placeScrollContent` leaves the
    /// frame guide alone.
    func scrollGuide(_ guide: ScrollViewGuide, of scrollView: ObjectID, at location: SpecLocation) -> ObjectID {
        if let made = objects.derivedGuide(of: scrollView, suffix: guide.suffix) { return made }
        let made = objects.createDerivedGuide(of: scrollView, suffix: guide.suffix, at: location)
        for anchor in guide.anchorsOnScrollView {
            place(made, anchor, equalTo: DraftExpression(.object(scrollView), anchor), at: location)
        }
        return made
    }

    private func marginGuide(_ name: String, of view: ObjectID, at location: SpecLocation) -> ObjectID {
        let isReadable = name == "readableContentGuide"
        let suffix = isReadable ? "Readable" : "Margins"
        if let guide = objects.derivedGuide(of: view, suffix: suffix) { return guide }
        let guide = objects.createDerivedGuide(of: view, suffix: suffix, at: location)
        let margin = Self.subviewMargin
        let owner = ItemRef.object(view)
        place(guide, .top, equalTo: DraftExpression(owner, .top) + .number(margin), at: location)
        place(guide, .bottom, equalTo: DraftExpression(owner, .bottom) - .number(margin), at: location)
        if isReadable {
            place(guide, .centerX, equalTo: DraftExpression(owner, .centerX), at: location)
            place(guide, .width, .lessThanOrEqual, DraftExpression.number(Self.readableWidth), at: location)
            place(guide, .width, .lessThanOrEqual, DraftExpression(owner, .width) - .number(margin * 2), at: location)
            place(guide, .width, equalTo: DraftExpression(owner, .width) - .number(margin * 2), priority: .high, at: location)
        } else {
            place(guide, .leading, equalTo: DraftExpression(owner, .leading) + .number(margin), at: location)
            place(guide, .trailing, equalTo: DraftExpression(owner, .trailing) - .number(margin), at: location)
        }
        return guide
    }

    private func place(_ guide: ObjectID, _ anchor: Anchor, _ relation: Relation = .equal, _ rhs: DraftExpression,
                       priority: Priority = .required, at location: SpecLocation) {
        let lhs = DraftExpression(.object(guide), anchor)
        let handle = book.add(DraftConstraint(lhs: lhs, relation: relation, rhsAnchors: DraftExpression(terms: rhs.terms),
                                              constant: .number(rhs.constant), priority: priority, location: location))
        book.setActive(handle, true)
    }

    private func place(_ guide: ObjectID, _ anchor: Anchor, equalTo rhs: DraftExpression, priority: Priority = .required,
                       at location: SpecLocation) {
        place(guide, anchor, .equal, rhs, priority: priority, at: location)
    }

    /// UIKit attaches the edges of a scroll view constrained to a view inside it to its content
    /// area, not its frame: such terms are rewritten to the scroll view's content guide.
    func placeScrollContent() {
        for handle in book.drafts.indices.map(ConstraintHandle.init) {
            let terms = book[handle].lhs.terms + book[handle].rhs.terms
            for term in terms where ScrollViewGuide.edgesOfContent.contains(term.anchor) {
                guard case .object(let scrollView) = term.item, uikitBase(of: scrollView).map(Self.scrollViewClasses.contains) == true,
                      terms.contains(where: { isInside($0.item, scrollView) }) else { continue }
                let guide = ItemRef.object(scrollGuide(.content, of: scrollView, at: book[handle].location))
                book[handle].lhs = book[handle].lhs.replacing(term.item, term.anchor, with: guide)
                book[handle].rhsAnchors = book[handle].rhsAnchors.replacing(term.item, term.anchor, with: guide)
            }
        }
    }

    /// Whether `item` is a view added, directly or not, to `container`.
    private func isInside(_ item: ItemRef, _ container: ObjectID) -> Bool {
        var current = item
        var seen: Set<ItemRef> = []
        while case .object(let id) = current, seen.insert(current).inserted, let parent = objects[id].parent {
            if parent == .object(container) { return true }
            current = parent
        }
        return false
    }
}

extension DraftExpression {
    /// The expression with `item.anchor` terms on `replacement` instead.
    func replacing(_ item: ItemRef, _ anchor: Anchor, with replacement: ItemRef) -> DraftExpression {
        DraftExpression(terms: terms.map { term in
            term.item == item && term.anchor == anchor ? DraftTerm(coefficient: term.coefficient, item: replacement, anchor: anchor) : term
        }, constant: constant)
    }
}
