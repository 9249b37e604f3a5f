/// The UIKit classes a spec's `class:` may name. What kbcov knows of each (its content size) is
/// the content-size table's business; this is only the vocabulary readers check names against.
public enum ViewClass {
    public static let stackView = "UIStackView"

    public static let knownNames: [String] = [
        "UIView", "UILabel", "UIButton", "UITextField", "UITextView", "UIImageView", "UISwitch",
        "UISlider", "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UIDatePicker", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    ]
}
