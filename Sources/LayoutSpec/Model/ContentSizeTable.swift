import ExactGeometry

/// What kbcov assumes of a UIKit class's `intrinsicContentSize` when the source does not say:
/// per axis a size, or none (`UIView.noIntrinsicMetric`), and the priorities that defend it.
public struct ClassContentSize: Hashable, Sendable {
    public var width: Rational?
    public var height: Rational?
    /// `nil` keeps the view's own (UIKit's 250 hugging and 750 compression resistance).
    public var hugging: ViewDeclaration.AxisPriorities?
    public var compressionResistance: ViewDeclaration.AxisPriorities?
    /// Where the figures come from.
    public var source: String

    public init(width: Rational? = nil, height: Rational? = nil, hugging: ViewDeclaration.AxisPriorities? = nil,
                compressionResistance: ViewDeclaration.AxisPriorities? = nil, source: String) {
        self.width = width
        self.height = height
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.source = source
    }

    public func size(on axis: Axis) -> Rational? { axis == .horizontal ? width : height }
}

/// The content size of every class in `ViewClass.knownNames`, and of the scroll views whose size
/// changes when they do not scroll: data, which a catalog file's `viewClasses:` section can
/// override (see `ContentSizeTable.overridden(byCatalogYAML:path:)`).
public struct ContentSizeTable: Hashable, Sendable {
    public var classes: [String: ClassContentSize]
    /// By class, the content size of a view of `ViewClass.scrollViews` whose `isScrollEnabled` is
    /// false; a scroll view not listed keeps its class's size.
    public var notScrolling: [String: ClassContentSize]

    public init(classes: [String: ClassContentSize], notScrolling: [String: ClassContentSize] = [:]) {
        self.classes = classes
        self.notScrolling = notScrolling
    }

    public subscript(viewClass: String) -> ClassContentSize? { classes[viewClass] }

    /// The content size UIKit gives `view` from its class and, for a scroll view, whether it scrolls.
    public func contentSize(of view: ViewDeclaration) -> ClassContentSize? {
        guard let viewClass = view.viewClass else { return nil }
        if !view.isScrollEnabled, let entry = notScrolling[viewClass] { return entry }
        return classes[viewClass]
    }

    private static let none = "UIKit: no intrinsic content size (UIView.noIntrinsicMetric on both axes)"

    /// Figures of the iOS 15–17 system controls at the default Dynamic Type size (Large). Where the
    /// size depends on content the source does not show (a label's text, a button's title), the
    /// figure is a typical one and findings relying on it say that it was assumed.
    public static let builtin = ContentSizeTable(classes: [
        "UIView": ClassContentSize(source: none),
        "UIScrollView": ClassContentSize(source: none),
        "UITableView": ClassContentSize(source: none),
        "UICollectionView": ClassContentSize(source: none),
        "UIStackView": ClassContentSize(source: "UIStackView: no size of its own; its arranged views' sizes and the constraints it makes size it (Apple, UIStackView documentation)"),
        "UIImageView": ClassContentSize(source: "UIImageView: the image's size, which the source does not show; without an image none (Apple, UIImageView documentation). State intrinsicSize for an image view that shows an image"),
        "UITextView": ClassContentSize(source: "UITextView scrolls by default, and a scrolling text view has no intrinsic content size (Apple, UITextView / UIScrollView documentation); one that does not scroll: see notScrolling"),
        "UILabel": ClassContentSize(width: 120, height: Rational(2033) / 100, source: "UILabel: one line of body text (17 pt SF, line height 20.33 pt; Apple HIG, Typography); width: a short text, assumed"),
        "UIButton": ClassContentSize(width: 64, height: 34, source: "UIButton (system, iOS 15 configuration): 34 pt high for one line of body text (HIG: 44 × 44 pt minimum hit target, drawn smaller); width: a short title, assumed"),
        "UITextField": ClassContentSize(width: 100, height: 34, source: "UITextField (rounded rect border): 34 pt high; width: a short placeholder, assumed"),
        "UISwitch": ClassContentSize(width: 51, height: 31, source: "UISwitch: 51 × 31 pt, fixed by UIKit (Apple, UISwitch documentation: the size is not customisable)"),
        "UISlider": ClassContentSize(height: 31, source: "UISlider: 31 pt high, no intrinsic width"),
        "UIStepper": ClassContentSize(width: 94, height: 32, source: "UIStepper: 94 × 32 pt (iOS 13 and later)"),
        "UISegmentedControl": ClassContentSize(width: 120, height: 32, source: "UISegmentedControl: 32 pt high (iOS 13 and later); width: two short segments, assumed"),
        "UIProgressView": ClassContentSize(height: 4, source: "UIProgressView (default style): 4 pt high, no intrinsic width"),
        "UIActivityIndicatorView": ClassContentSize(width: 20, height: 20, source: "UIActivityIndicatorView (medium style): 20 × 20 pt"),
        "UIPageControl": ClassContentSize(width: 120, height: 26, source: "UIPageControl (iOS 14 and later): 26 pt high; width: a few pages, assumed"),
        "UIDatePicker": ClassContentSize(width: 200, height: 34, source: "UIDatePicker (compact style, the default from iOS 14): about 34 pt high; width: date and time, assumed"),
    ], notScrolling: [
        "UITextView": ClassContentSize(width: 130, height: Rational(3633) / 100, source: "UITextView with isScrollEnabled false: sized to its text, as a label is: one line of body text (20.33 pt, as UILabel) and the default textContainerInset, 8 pt above and below (Apple, UITextView.textContainerInset), 36.33 pt high; width: a short text (as UILabel) and the text container's lineFragmentPadding, 5 pt each side (Apple, NSTextContainer.lineFragmentPadding), assumed"),
    ])
}
