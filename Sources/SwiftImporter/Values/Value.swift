import ExactGeometry
import LayoutSpec

/// What an expression of the user's code stands for, as far as the layout is concerned.
indirect enum Value {
    /// `self` of the code being run: the view controller, or the view a method extends.
    case selfReference
    case item(ItemRef)
    case anchor(ItemRef, Anchor)
    /// A view controller's `topLayoutGuide` or `bottomLayoutGuide`: see `LegacyGuideMembers`.
    case legacyGuide(LegacyLayoutGuide)
    case constraint(ConstraintHandle)
    case list([Value])
    /// A dictionary literal with string keys (the `views` and `metrics` of a visual format).
    case dictionary([String: Value])
    /// A number, possibly depending on the keyboard's frame or the root view's geometry.
    case number(DraftExpression)
    case bool(Bool)
    case string(String)
    /// A rectangle whose parts name anchors: the keyboard's frame from a notification, the root
    /// view's bounds, its safe-area insets.
    case rect(RectSource)
    /// `.top`, `.defaultHigh`, `NSLayoutConstraint.Attribute.top`: a name its context gives a meaning.
    case implicitMember(String)
    /// A type name used as a value: `NSLayoutConstraint`, `UIView`.
    case typeName(String)
    /// A name declared nowhere in this file, such as a view of a superclass.
    case undeclared(String)
    /// A step of SnapKit's DSL (`view.snp`, `make.top`, `equalTo(…)`): see `SnapKitValue`.
    case snapKit(SnapKitValue)
    /// An image of the catalogs or an SF Symbol, or a symbol configuration: see `ImageValue`.
    case image(ImageValue)
    /// `image.size.height / image.size.width` of an image whose size kbcov cannot see: a ratio
    /// that is any (`ImageAspect`), with where it is written.
    case unknownAspectRatio(UnknownAspectRatio)
    /// A `UIFontMetrics` and the text style it scales by: see `FontMetricsCalls`.
    case fontMetrics(TextStyle)
    /// `UIEdgeInsets(top:left:bottom:right:)`, by its bottom: the side a keyboard handler sets
    /// on a scroll view's `contentInset` (`KeyboardInsets`). With `addedTo`, a copy of that scroll
    /// view's content inset as it is when the code runs (`var insets = tableView.contentInset`),
    /// `bottom` added to its bottom. `sides`: its `top`, `left` and `right` where they are numbers
    /// kbcov reads (a helper that insets the constraints it makes reads them).
    case edgeInsets(bottom: DraftExpression, addedTo: ObjectID? = nil, sides: [String: DraftExpression] = [:])
    /// `nil`, as the code writes it (`var previous: UIView? = nil`): an optional binding of it
    /// fails, and `x == nil` holds.
    case nothing
    /// A value that is no part of the layout (a colour, a notification).
    case opaque
    /// A value the importer could not read, with why; reported where the layout needs it.
    case unreadable(Unsupported)
}

/// The rectangles whose parts the importer can turn into anchors.
enum RectSource: Equatable {
    /// The keyboard's end frame from a notification's `userInfo`; in the root view's coordinates
    /// once passed through `view.convert(_:from:)`.
    case keyboard(inViewCoordinates: Bool)
    /// The keyboard's begin frame (`keyboardFrameBeginUserInfoKey`), of which kbcov reads the size.
    case keyboardBegin
    /// `view.bounds` / `view.frame` of the root view.
    case rootBounds
    /// `view.convert(view.bounds, to: view.window)` (or `to: nil`): the root view's bounds in the
    /// coordinates of an unconverted keyboard frame, which `view.convert(_:from: view.window)`
    /// converts back.
    case rootBoundsInWindow
    /// `view.safeAreaInsets` of the root view.
    case safeAreaInsets
    /// `UIScreen.main.bounds`: the screen in its own coordinates, those of an unconverted
    /// keyboard frame.
    case screenBounds
    /// `view.bounds.intersection(keyboardFrame)`: the keyboard's frame clipped to the root view.
    case keyboardOverlap
    /// A rectangle or size the code writes out: `CGSize(width: 38, height: 38)`,
    /// `CGRect(x: 0, y: 0, width: 320, height: 44)`.
    case literal(Rect)
}

extension Value {
    /// The items a statement names: a view, a guide, `self` as a view.
    var itemRef: ItemRef? {
        switch self {
        case .item(let item): item
        case .selfReference: .rootView
        default: nil
        }
    }

    var isItem: Bool {
        if case .item = self { return true }
        return false
    }

    /// Whether the value is part of the layout, so that a statement using it matters.
    var isLayoutValue: Bool {
        switch self {
        case .item, .anchor, .legacyGuide, .constraint, .snapKit: true
        case .list(let values): values.contains { $0.isLayoutValue }
        case .dictionary(let entries): entries.values.contains { $0.isLayoutValue }
        default: false
        }
    }
}
