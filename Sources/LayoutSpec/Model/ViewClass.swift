/// The UIKit classes a spec's `class:` may name: those the content-size table describes.
public enum ViewClass {
    public static let stackView = "UIStackView"

    /// In a stable order, for messages.
    public static let knownNames: [String] = [
        "UIView", "UILabel", "UIButton", "UITextField", "UITextView", "UIImageView", "UISwitch",
        "UISlider", "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UIDatePicker", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    ]
}
