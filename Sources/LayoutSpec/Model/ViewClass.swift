/// The UIKit classes a spec's `class:` may name: those the content-size table describes.
public enum ViewClass {
    public static let stackView = "UIStackView"

    /// The classes that inherit `UIScrollView` and so have `isScrollEnabled` (Apple, UITextView,
    /// UITableView and UICollectionView documentation: each "inherits from UIScrollView").
    public static let scrollViews: [String] = ["UIScrollView", "UITextView", "UITableView", "UICollectionView"]

    /// The scroll views whose `alwaysBounceVertical` is `true` until the code sets it: a table
    /// view bounces, and so scrolls vertically, even with rows shorter than itself (UIKit's
    /// `UITableView` initializers; a plain scroll view, a text view and a collection view keep
    /// `UIScrollView`'s default, `false`: Apple, UIScrollView.alwaysBounceVertical).
    public static let bouncingVertically: Set<String> = ["UITableView"]

    /// `alwaysBounceVertical` of a view of this class that the code or file does not set.
    public static func bouncesVerticallyByDefault(_ viewClass: String?) -> Bool {
        viewClass.map(bouncingVertically.contains) ?? false
    }

    /// Per class, the axes along which a view smaller than its content shows less of it rather
    /// than being squeezed, as UIKit draws it: an image view scales its image (the default
    /// content mode, `scaleToFill`, and `scaleAspectFit`/`scaleAspectFill`: Apple,
    /// UIView.ContentMode); a label truncates its text's tail (`lineBreakMode` defaults to
    /// `byTruncatingTail`: Apple, UILabel), a button its title, a segmented control its segments'
    /// titles, and a text field scrolls its text (Apple, UITextField). kbcov applies it to content
    /// the source does not show; a size the spec states is checked as stated.
    public static let showingLessOfContent: [String: Set<Axis>] = [
        "UIImageView": [.horizontal, .vertical],
        "UILabel": [.horizontal], "UIButton": [.horizontal], "UISegmentedControl": [.horizontal], "UITextField": [.horizontal],
    ]

    /// Whether a view of `viewClass` (`nil`: a plain view, or one of a class kbcov cannot see
    /// into) shows less of content the source does not show along `axis` rather than being
    /// squeezed. A class kbcov cannot see into may draw its content at any size, or have none: a
    /// squeeze of it would rest on kbcov's own range, so none is claimed.
    public static func showsLessOfContent(_ viewClass: String?, on axis: Axis) -> Bool {
        guard let viewClass else { return true }
        return showingLessOfContent[viewClass, default: []].contains(axis)
    }

    /// UIKit's view classes, beyond those of `knownNames`, that have no intrinsic size of their
    /// own: containers sized by their constraints or contents (Apple, UIView.intrinsicContentSize:
    /// `noIntrinsicMetric` unless a subclass overrides it; UIControl does not; UIVisualEffectView
    /// and UIInputView hold their content in a view of their own).
    public static let withoutContent: Set<String> = ["UIControl", "UIVisualEffectView", "UIInputView"]

    /// The classes that draw their content at whatever size the layout gives them, so that no
    /// size of theirs is a squeeze, even of content the source shows: an image view scales its
    /// image, or crops it, in every content mode (Apple, UIView.ContentMode; `UIImageView`
    /// "scales the image using its contentMode").
    public static let drawingContentAtAnySize: Set<String> = ["UIImageView"]

    /// The classes that draw text in a font the code may set, whose height follows it
    /// (Documentation/DynamicType.md): a label, a button's title, a text field, a text view.
    public static let showingText: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]

    /// The classes the user types into, which the keyboard comes up for: the docked keyboard must
    /// not cover them. Apple's Text Programming Guide, "Managing the Keyboard": the keyboard is
    /// placed over the app's content, so it may cover the text object the user wanted to edit,
    /// and the app must then adjust its content so that the object remains visible.
    public static let textInputs: Set<String> = ["UITextField", "UITextView"]

    /// In a stable order, for messages.
    public static let knownNames: [String] = [
        "UIView", "UILabel", "UIButton", "UITextField", "UITextView", "UIImageView", "UISwitch",
        "UISlider", "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UIDatePicker", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    ] + frameworkCanvases

    /// Views of Apple's other frameworks that draw their content at whatever size the layout gives
    /// them — a map, a web page, a PDF document, an AR, SceneKit, SpriteKit or Metal scene — most of
    /// which Interface Builder places with elements of their own (`<mapView>`, `<arView>`).
    public static let frameworkCanvases = ["MKMapView", "WKWebView", "ARView", "ARSCNView", "ARSKView", "SCNView", "SKView", "MTKView", "PDFView"]
}
