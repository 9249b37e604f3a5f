import ExactGeometry
import LayoutSpec
import SwiftSyntax

/// What the code sets on a view besides constraints that decides how UIKit sizes and arranges
/// it: whether an image view has an image, whether a text view scrolls, whether the view is
/// hidden, and, for a stack view, its arrangement.
struct ViewSettings {
    /// `UIImageView(image:)` or `.image = …`; `nil` when the code never says (an outlet, whose
    /// image Interface Builder may set).
    var hasImage: Bool?
    /// The image it shows, when the code names one of the catalogs or an SF Symbol.
    var image: ImageValue?
    /// `preferredSymbolConfiguration`: the configuration a symbol image is drawn with.
    var symbolConfiguration: SymbolConfiguration?
    /// `isScrollEnabled` as the code sets it; UIKit's default is `true`.
    var isScrollEnabled: Bool?
    /// `contentInsetAdjustmentBehavior` as the code sets it; UIKit's default is `.automatic`.
    var contentInsetAdjustment: ContentInsetAdjustment?
    /// `alwaysBounceVertical` as the code sets it; the class's default otherwise
    /// (`ViewClass.bouncesVerticallyByDefault`).
    var alwaysBounceVertical: Bool?
    /// A text field without a border (`ViewDeclaration.isBorderless`): one the code makes, whose
    /// `borderStyle` is `.none` until the code sets another (Apple, UITextField), or one set to
    /// `.none`; an outlet keeps the bordered field Interface Builder makes by default.
    var isBorderless = false
    /// A button's `UIButton.Configuration`: `false` for one the code makes without
    /// (`UIButton(type:)`, `SendButton()` of the app's own subclass), `true` once it makes or sets
    /// one, `nil` where the code does not say (an outlet), which keeps the configured height.
    var hasConfiguration: Bool?
    var isHidden = false
    /// The settings among `readOnlySettings` the code last set to `false`: the user cannot type in
    /// a text input then.
    var readOnlyBy: Set<String> = []
    /// A text view's `isEditable`, a text field's `isEnabled` (Apple, UIControl), any view's
    /// `isUserInteractionEnabled`.
    static let readOnlySettings: Set<String> = ["isEditable", "isEnabled", "isUserInteractionEnabled"]
    /// The texts the code gives a label or button (`text = "…"`, `setTitle("…", for:)`).
    var texts: [String] = []
    /// The code also gives it a text kbcov cannot read, or changes how its text is drawn in a way
    /// kbcov does not read (a font it cannot read, number of lines, attributes or button configuration).
    var hasUnknownText = false
    /// The font of its text (a button's title's), when the last one the code sets is one kbcov reads.
    var font: ViewFont?
    /// Every font kbcov read the code set on its text: the text's width is one line in any of them
    /// (`TextSizing`).
    var fonts: [TextFont] = []
    /// The font assignments the interpreter ran on it, read or not.
    var fontWrites: Set<SyntaxIdentifier> = []
    var adjustsFontForContentSizeCategory = false
    /// `numberOfLines = 0`.
    var growsWithLines = false
    var stack = DraftStack()
    /// A sidecar declares the view a stack view, whatever the code makes it.
    var isDeclaredStack = false
    /// The code used the stack view API on the object (`addArrangedSubview`, `axis = …`).
    var usesStackAPI = false
    /// Settings the importer could not read, reported if the view is part of the layout and, for
    /// a setting of one class (a stack's `spacing`, a text view's `isScrollEnabled`), of that class.
    var skipped: [(problem: Unsupported, viewClass: String?)] = []
}

/// A stack view's settings as the code makes them, arranged views not yet named. The defaults
/// are `UIStackView`'s own.
struct DraftStack {
    var arranged: [ObjectID] = [] { didSet { setByCode.insert("arranged") } }
    var axis: Axis = .horizontal { didSet { setByCode.insert("axis") } }
    var spacing: Rational = .zero { didSet { setByCode.insert("spacing") } }
    var customSpacing: [(view: ObjectID, spacing: Rational)] = [] { didSet { setByCode.insert("customSpacing") } }
    var distribution: StackDistribution = .fill { didSet { setByCode.insert("distribution") } }
    var alignment: StackAlignment = .fill { didSet { setByCode.insert("alignment") } }
    /// Where `alignment` is set, to report a baseline alignment on a vertical stack there.
    var alignmentLocation: SpecLocation?
    var isLayoutMarginsRelativeArrangement = false { didSet { setByCode.insert("layoutMarginsRelative") } }
    var layoutMargins: EdgeInsetsDeclaration? { didSet { setByCode.insert("margins") } }
    /// The settings the code sets, by their spec key: a sidecar's stack contradicting one is said.
    var setByCode: Set<String> = []

    /// `addArrangedSubview` / `insertArrangedSubview(_:at:)`: a view already arranged moves.
    mutating func arrange(_ view: ObjectID, at position: Int? = nil) {
        arranged.removeAll { $0 == view }
        arranged.insert(view, at: min(max(position ?? arranged.count, 0), arranged.count))
    }

    /// `removeArrangedSubview`: the view stays a subview but leaves the arrangement, and with it
    /// the custom spacing after it.
    mutating func remove(_ view: ObjectID) {
        arranged.removeAll { $0 == view }
        customSpacing.removeAll { $0.view == view }
    }

    /// `setCustomSpacing(_:after:)`; `nil` is `spacingUseDefault`: back to the stack's spacing.
    mutating func setCustomSpacing(_ spacing: Rational?, after view: ObjectID) {
        customSpacing.removeAll { $0.view == view }
        if let spacing { customSpacing.append((view, spacing)) }
    }
}
