/// The UIKit classes a spec's `class:` may name: those the content-size table describes.
public enum ViewClass {
    public static let stackView = "UIStackView"

    /// The classes that inherit `UIScrollView` and so have `isScrollEnabled` (Apple, UITextView,
    /// UITableView and UICollectionView documentation: each "inherits from UIScrollView").
    public static let scrollViews: [String] = ["UIScrollView", "UITextView", "UITableView", "UICollectionView"]

    /// The classes that draw their content scaled to their bounds, so that a view smaller than
    /// its content is not squeezed: an image view scales its image in the default content mode,
    /// `scaleToFill`, and in `scaleAspectFit` and `scaleAspectFill` (Apple, UIView.ContentMode).
    public static let scalingContent: Set<String> = ["UIImageView"]

    /// In a stable order, for messages.
    public static let knownNames: [String] = [
        "UIView", "UILabel", "UIButton", "UITextField", "UITextView", "UIImageView", "UISwitch",
        "UISlider", "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UIDatePicker", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    ]
}
