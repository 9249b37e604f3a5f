import ExactGeometry

/// What kbcov assumes of a UIKit class's `intrinsicContentSize` when the source does not say:
/// per axis a size, a range where the size comes from content the source does not show, or none
/// (`UIView.noIntrinsicMetric`), and the priorities that defend it.
public struct ClassContentSize: Hashable, Sendable {
    public var width: Rational?
    public var height: Rational?
    public var widthRange: ContentRange?
    public var heightRange: ContentRange?
    /// `nil` keeps the view's own (UIKit's 250 hugging and 750 compression resistance).
    public var hugging: ViewDeclaration.AxisPriorities?
    public var compressionResistance: ViewDeclaration.AxisPriorities?
    /// Where the figures come from.
    public var source: String

    public init(width: Rational? = nil, height: Rational? = nil, widthRange: ContentRange? = nil, heightRange: ContentRange? = nil,
                hugging: ViewDeclaration.AxisPriorities? = nil, compressionResistance: ViewDeclaration.AxisPriorities? = nil, source: String) {
        self.width = width
        self.height = height
        self.widthRange = widthRange
        self.heightRange = heightRange
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.source = source
    }

    public func size(on axis: Axis) -> Rational? { axis == .horizontal ? width : height }

    public func range(on axis: Axis) -> ContentRange? { axis == .horizontal ? widthRange : heightRange }
}

/// The content size of every class in `ViewClass.knownNames`, and of the scroll views whose size
/// changes when they do not scroll: data, which a catalog file's `viewClasses:` section can
/// override (see `ContentSizeTable.overridden(byCatalogYAML:path:)`).
public struct ContentSizeTable: Hashable, Sendable {
    public var classes: [String: ClassContentSize]
    /// By class, the content size of a view of `ViewClass.scrollViews` whose `isScrollEnabled` is
    /// false; a scroll view not listed keeps its class's size.
    public var notScrolling: [String: ClassContentSize]

    /// By class, the content size of a text field that draws no border (`isBorderless`).
    public var borderless: [String: ClassContentSize]

    public init(classes: [String: ClassContentSize], notScrolling: [String: ClassContentSize] = [:], borderless: [String: ClassContentSize] = [:]) {
        self.classes = classes
        self.notScrolling = notScrolling
        self.borderless = borderless
    }

    public subscript(viewClass: String) -> ClassContentSize? { classes[viewClass] }

    /// The content size UIKit gives `view` from its class and, for a scroll view, whether it scrolls.
    public func contentSize(of view: ViewDeclaration) -> ClassContentSize? {
        guard let viewClass = view.viewClass else { return nil }
        if !view.isScrollEnabled, let entry = notScrolling[viewClass] { return entry }
        if view.isBorderless, let entry = borderless[viewClass] { return entry }
        return classes[viewClass]
    }

    private static let none = "UIKit: no intrinsic content size (UIView.noIntrinsicMetric on both axes)"
    private static let canvas = "no intrinsic content size: it draws its map, page or scene at the size the layout gives it, as UIView does (MapKit MKMapView, WebKit WKWebView, RealityKit ARView, ARKit ARSCNView and ARSKView, SceneKit SCNView, SpriteKit SKView, MetalKit MTKView documentation)"

    /// Figures of the iOS 15–17 system controls at the default Dynamic Type size (Large). Where the
    /// size depends on content the source does not show (a label's text, a button's title), it is
    /// a range (`ContentRanges`), never one figure.
    public static let builtin = ContentSizeTable(classes: [
        "UIView": ClassContentSize(source: none),
        "UIScrollView": ClassContentSize(source: none),
        "UITableView": ClassContentSize(source: none),
        "UICollectionView": ClassContentSize(source: none),
        "UIStackView": ClassContentSize(source: "UIStackView: no size of its own; its arranged views' sizes and the constraints it makes size it (Apple, UIStackView documentation)"),
        "UIImageView": ClassContentSize(source: "UIImageView: the image's size, which the source does not show; without an image none (Apple, UIImageView documentation). State intrinsicSize for an image view that shows an image"),
        "UITextView": ClassContentSize(source: "UITextView scrolls by default, and a scrolling text view has no intrinsic content size (Apple, UITextView / UIScrollView documentation); one that does not scroll: see notScrolling"),
        "UILabel": ClassContentSize(height: DynamicTypeTable.lineHeight(pointSize: 17), widthRange: ContentRanges.textWidth, source: "UILabel: one line of body text (17 pt SF, line height 20.33 pt; Apple HIG, Typography); width: its text's"),
        "UIButton": ClassContentSize(height: 34, widthRange: ContentRanges.textWidth, source: "UIButton (system, iOS 15 configuration): 34 pt high for one line of body text (HIG: 44 × 44 pt minimum hit target, drawn smaller); width: its title's"),
        "UITextField": ClassContentSize(height: 34, widthRange: ContentRanges.textWidth, source: "UITextField (rounded rect border): 34 pt high; width: its text's or placeholder's"),
        "UISwitch": ClassContentSize(width: 51, height: 31, source: "UISwitch: 51 × 31 pt, fixed by UIKit (Apple, UISwitch documentation: the size is not customisable)"),
        "UISlider": ClassContentSize(height: 31, source: "UISlider: 31 pt high, no intrinsic width"),
        "UIStepper": ClassContentSize(width: 94, height: 32, source: "UIStepper: 94 × 32 pt (iOS 13 and later)"),
        "UISegmentedControl": ClassContentSize(height: 32, widthRange: ContentRanges.textWidth, source: "UISegmentedControl: 32 pt high (iOS 13 and later); width: its segments' titles'"),
        "UIProgressView": ClassContentSize(height: 4, source: "UIProgressView (default style): 4 pt high, no intrinsic width"),
        "UIActivityIndicatorView": ClassContentSize(width: 20, height: 20, source: "UIActivityIndicatorView (medium style): 20 × 20 pt"),
        "UIPageControl": ClassContentSize(height: 26, widthRange: ContentRanges.textWidth, source: "UIPageControl (iOS 14 and later): 26 pt high; width: its number of pages'"),
        "UIDatePicker": ClassContentSize(height: 34, widthRange: ContentRanges.textWidth, source: "UIDatePicker (compact style, the default from iOS 14): about 34 pt high; width: its date and time text's"),
    ].merging(ViewClass.frameworkCanvases.map { ($0, ClassContentSize(source: canvas)) }) { own, _ in own }, notScrolling: [
        "UITextView": ClassContentSize(height: DynamicTypeTable.lineHeight(pointSize: 17) + 16, widthRange: ContentRange(minimum: 10, maximum: ContentRanges.longest, source: ContentRanges.textWidth.source + ", and the text container's lineFragmentPadding, 5 pt each side (Apple, NSTextContainer.lineFragmentPadding)"), source: "UITextView with isScrollEnabled false: sized to its text, as a label is: one line of body text (20.33 pt, as UILabel) and the default textContainerInset, 8 pt above and below (Apple, UITextView.textContainerInset), 36.33 pt high; width: its text's"),
    ], borderless: [
        "UITextField": ClassContentSize(height: DynamicTypeTable.lineHeight(pointSize: 17), widthRange: ContentRanges.textWidth, source: "UITextField with borderStyle .none (UIKit's default; Interface Builder writes any other): no border around its text, which is one line high, as a label's (20.33 pt of body text; kbcov's reading, Apple gives no figure); width: its text's or placeholder's"),
    ])
}
