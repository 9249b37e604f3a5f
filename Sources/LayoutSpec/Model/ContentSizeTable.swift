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
    /// For a view of `ViewClass.showingText`, the point size of the line of text `height` is for,
    /// its class's default font: the height changes with the font the source sets (`TextHeights`).
    public var textPointSize: Rational
    /// Where the figures come from.
    public var source: String

    public init(width: Rational? = nil, height: Rational? = nil, widthRange: ContentRange? = nil, heightRange: ContentRange? = nil,
                hugging: ViewDeclaration.AxisPriorities? = nil, compressionResistance: ViewDeclaration.AxisPriorities? = nil,
                textPointSize: Rational = 17, source: String) {
        self.width = width
        self.height = height
        self.widthRange = widthRange
        self.heightRange = heightRange
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.textPointSize = textPointSize
        self.source = source
    }

    public func size(on axis: Axis) -> Rational? { axis == .horizontal ? width : height }

    /// Of `height`, the room around the line of text in the class's default font; none where a
    /// catalog makes the class lower than that line.
    public var paddingAroundText: Rational { max(.zero, (height ?? .zero) - DynamicTypeTable.lineHeight(pointSize: textPointSize)) }

    public func range(on axis: Axis) -> ContentRange? { axis == .horizontal ? widthRange : heightRange }
}

/// A setting of a view that changes the content size UIKit gives its class, with the classes it
/// is a setting of: a scroll view's `isScrollEnabled` false, a text field's `borderStyle` `.none`,
/// a button made without a `UIButton.Configuration`. Its raw value is its key in a catalog file's
/// `viewClasses:` entries.
public enum ContentVariant: String, CaseIterable, Hashable, Sendable {
    case notScrolling, borderless, withoutConfiguration

    public var classes: Set<String> {
        switch self {
        case .notScrolling: Set(ViewClass.scrollViews)
        case .borderless: ["UITextField"]
        case .withoutConfiguration: ["UIButton"]
        }
    }

    public func applies(to view: ViewDeclaration) -> Bool {
        switch self {
        case .notScrolling: !view.isScrollEnabled
        case .borderless: view.isBorderless
        case .withoutConfiguration: view.drawsWithoutConfiguration
        }
    }
}

/// The content size of every class in `ViewClass.knownNames`, and of the classes whose size a
/// setting changes (`ContentVariant`): data, which a catalog file's `viewClasses:` section can
/// override (see `ContentSizeTable.overridden(byCatalogYAML:path:)`).
public struct ContentSizeTable: Hashable, Sendable {
    public var classes: [String: ClassContentSize]
    /// By setting and class, the content size of a view with that setting; a class not listed
    /// keeps its size whatever the setting.
    public var variants: [ContentVariant: [String: ClassContentSize]]

    public init(classes: [String: ClassContentSize], variants: [ContentVariant: [String: ClassContentSize]] = [:]) {
        self.classes = classes
        self.variants = variants
    }

    public subscript(viewClass: String) -> ClassContentSize? { classes[viewClass] }

    /// The content size UIKit gives `view` from its class and the settings that change it.
    public func contentSize(of view: ViewDeclaration) -> ClassContentSize? {
        guard let viewClass = view.viewClass else { return nil }
        for variant in ContentVariant.allCases where variant.applies(to: view) {
            if let entry = variants[variant]?[viewClass] { return entry }
        }
        return classes[viewClass]
    }

    private static let none = "UIKit: no intrinsic content size (UIView.noIntrinsicMetric on both axes)"
    private static let canvas = "no intrinsic content size: it draws its map, page, document or scene at the size the layout gives it, as UIView does (MapKit MKMapView, WebKit WKWebView, RealityKit ARView, ARKit ARSCNView and ARSKView, SceneKit SCNView, SpriteKit SKView, MetalKit MTKView, PDFKit PDFView documentation)"

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
    ].merging(ViewClass.frameworkCanvases.map { ($0, ClassContentSize(source: canvas)) }) { own, _ in own }, variants: [.notScrolling: [
        "UITextView": ClassContentSize(height: DynamicTypeTable.lineHeight(pointSize: 17) + 16, widthRange: ContentRange(minimum: 10, maximum: ContentRanges.longest, source: ContentRanges.textWidth.source + ", and the text container's lineFragmentPadding, 5 pt each side (Apple, NSTextContainer.lineFragmentPadding)"), source: "UITextView with isScrollEnabled false: sized to its text, as a label is: one line of body text (20.33 pt, as UILabel) and the default textContainerInset, 8 pt above and below (Apple, UITextView.textContainerInset), 36.33 pt high; width: its text's"),
    ], .borderless: [
        "UITextField": ClassContentSize(height: DynamicTypeTable.lineHeight(pointSize: 17), widthRange: ContentRanges.textWidth, source: "UITextField with borderStyle .none (UIKit's default; Interface Builder writes any other): no border around its text, which is one line high, as a label's (20.33 pt of body text; kbcov's reading, Apple gives no figure); width: its text's or placeholder's"),
    ], .withoutConfiguration: [
        "UIButton": ClassContentSize(height: DynamicTypeTable.lineHeight(pointSize: 15) + 12, widthRange: ContentRanges.textWidth, textPointSize: 15, source: "UIButton without a configuration (UIButton(type:), or Interface Builder's without a style): one line of its title, in the 15-pt system font by default, with 6 pt above and below, 29.94 pt high; Interface Builder's default button is 30 pt high; width: its title's"),
    ]])
}
