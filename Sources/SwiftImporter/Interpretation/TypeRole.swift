import LayoutSpec

/// What a type of the analysed files is to kbcov: a screen (a view controller, whose root view is
/// analysed), a view (analysed only where a screen places it), or neither.
enum TypeRole: Equatable {
    case viewController
    case view
    case other

    /// UIKit's view controller and view classes apps subclass, from the class hierarchies of
    /// Apple's UIKit reference ("UIViewController", "UIView"); a base class of another module is
    /// told by its name (`…ViewController`, `…View`, `…Cell`), the convention UIKit follows.
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIInputViewController",
        "UIHostingController", "UIDocumentViewController",
    ]
    static let viewClasses = Set([
        "UIView", "UIControl", "UIButton", "UISlider", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl",
        "UIDatePicker", "UIPickerView", "UILabel", "UIImageView", "UITextField", "UITextView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UICollectionViewListCell", "UIStackView", "UIVisualEffectView", "UIProgressView",
        "UIActivityIndicatorView", "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar", "UIInputView",
        "UIContentView",
    ] + ViewClass.frameworkCanvases)

    static func of(_ typeName: String, in index: DeclarationIndex) -> TypeRole {
        guard let type = index.type(named: typeName), type.isClass else { return .other }
        guard let base = index.lineage(of: typeName).last, !index.isOwnType(base) else { return .other }
        let plain = ClassHierarchy.uikitName(base)
        if viewControllerClasses.contains(plain) || plain.hasSuffix("ViewController") { return .viewController }
        return namesView(plain) ? .view : .other
    }

    /// Whether a class name is UIKit's name of a view, or follows its convention for one.
    static func namesView(_ plainName: String) -> Bool {
        viewClasses.contains(plainName) || ["View", "Cell", "Control", "Button", "Label"].contains(where: plainName.hasSuffix)
    }
}
