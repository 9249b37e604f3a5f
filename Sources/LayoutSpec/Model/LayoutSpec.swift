import ExactGeometry

/// The size a view would like to have on each axis, with the priorities that defend it.
public struct ViewDeclaration: Hashable, Sendable {
    public struct AxisPriorities: Hashable, Sendable {
        public var horizontal: Priority
        public var vertical: Priority

        public init(horizontal: Priority, vertical: Priority) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        public subscript(axis: Axis) -> Priority {
            axis == .horizontal ? horizontal : vertical
        }
    }

    public var name: String
    /// The UIKit class the view is or inherits from (`UILabel`, `UIStackView`, …), one of
    /// `ViewClass.knownNames`; `nil` is a plain `UIView` or a custom view UIKit knows nothing of.
    public var viewClass: String?
    /// `isHidden`: a hidden arranged view leaves its stack's arrangement.
    public var isHidden: Bool
    /// `isScrollEnabled` of a scroll view (`ViewClass.scrollViews`); UIKit's default is `true`.
    /// A text view that does not scroll sizes to its text (`ContentSizeTable.notScrolling`).
    public var isScrollEnabled: Bool
    /// A text field whose `borderStyle` is `.none`: no border around its text, so its height is
    /// its text's (`ContentSizeTable.borderless`). kbcov's table is for the rounded rect border.
    public var isBorderless = false
    /// A button made without a `UIButton.Configuration` (`UIButton(type:)`, Interface Builder's
    /// default style before Xcode 13): its title in the 15-pt system font, 6 pt above and below
    /// (`ContentSizeTable`'s `withoutConfiguration`). kbcov's table is for a configured button.
    public var drawsWithoutConfiguration = false
    /// The intrinsic size on each axis. Readers (YAML, Swift comments, sidecars, Interface Builder
    /// placeholders) set only what the user stated; class defaults are filled in later, and only
    /// on axes left `nil`, so a stated size always wins.
    public var intrinsicWidth: Rational?
    public var intrinsicHeight: Rational?
    /// On an axis without an intrinsic size: a size that comes from content the source does not
    /// show, unknown within a range. An intrinsic size, when known, wins.
    public var contentWidth: ContentRange?
    public var contentHeight: ContentRange?
    /// Content hugging: `size <= intrinsic @hugging`. UIKit's default is 250.
    public var hugging: AxisPriorities
    /// Compression resistance: `size >= intrinsic @compressionResistance`. UIKit's default is 750.
    public var compressionResistance: AxisPriorities
    /// The view must never be under the keyboard.
    public var keepVisible: Bool
    /// Whether the user can type in a text input (`ViewClass.textInputs`): `false` once the code
    /// makes it read-only (`isEditable`, `isEnabled` or `isUserInteractionEnabled` set to `false`).
    public var isEditable = true
    /// The font of its text, when the source sets one; `nil`, its class's default font. It decides
    /// the view's height at each text size, at Large without text sizes (`UIKitLowering`).
    public var font: ViewFont?
    /// `numberOfLines = 0`: a label as many lines high as its text and width make it.
    public var growsWithLines = false
    /// Of a class height `intrinsicHeight` takes from kbcov's table, the room around its line of
    /// text — a button's insets, a field's border —, which a squeeze may take without hiding any
    /// of the text (`SqueezedCheck`); zero for a height the source states.
    public var paddingAroundText = Rational.zero
    /// The scroll view whose scrolling content the view is part of, its nearest ancestor of
    /// `ViewClass.scrollViews`: scrolling brings it on screen wherever it lies in that content.
    public var scrollView: String?
    /// A scroll view's `contentInsetAdjustmentBehavior`: how far scrolling its content to the end
    /// goes past the safe area (`CoveredCheck.scrolledLifts`).
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic
    /// A scroll view's `alwaysBounceVertical`: it scrolls vertically, and so takes the safe area
    /// into its content inset, even when its content fits (`ContentInsetAdjustment`).
    public var alwaysBounceVertical = false
    public var location: SourceLocation

    public init(
        name: String, viewClass: String? = nil, isHidden: Bool = false, isScrollEnabled: Bool = true,
        intrinsicWidth: Rational? = nil, intrinsicHeight: Rational? = nil,
        hugging: AxisPriorities = .init(horizontal: .low, vertical: .low),
        compressionResistance: AxisPriorities = .init(horizontal: .high, vertical: .high),
        keepVisible: Bool = false, location: SourceLocation
    ) {
        self.name = name
        self.viewClass = viewClass
        self.isHidden = isHidden
        self.isScrollEnabled = isScrollEnabled
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.keepVisible = keepVisible
        self.location = location
    }

    /// UIKit's `UITextField.BorderStyle` cases, as specs and Interface Builder write them.
    public static let borderStyles = ["none", "line", "bezel", "roundedRect"]

    /// `none` (a button without a configuration) and `UIButton.Configuration`'s styles.
    public static let buttonConfigurations = ["none", "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent"]

    /// A text input the user can type in, shown: the keyboard comes up for it.
    public var isTypedIn: Bool {
        viewClass.map(ViewClass.textInputs.contains) == true && isEditable && !isHidden
    }

    public func intrinsicSize(on axis: Axis) -> Rational? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }

    public mutating func setIntrinsicSize(_ size: Rational?, on axis: Axis) {
        if axis == .horizontal { intrinsicWidth = size } else { intrinsicHeight = size }
    }

    /// The range of an axis's content size, where the intrinsic size is not known.
    public func contentRange(on axis: Axis) -> ContentRange? {
        guard intrinsicSize(on: axis) == nil else { return nil }
        return axis == .horizontal ? contentWidth : contentHeight
    }

    public mutating func setContentRange(_ range: ContentRange?, on axis: Axis) {
        if axis == .horizontal { contentWidth = range } else { contentHeight = range }
    }
}

/// `keyboardLayoutGuide` settings, UIKit's defaults unless the spec sets them.
public struct KeyboardGuideSettings: Hashable, Sendable {
    public var followsUndockedKeyboard: Bool
    public var usesBottomSafeArea: Bool
    public var keyboardDismissPadding: Rational
    /// Where each setting the spec wrote is, by its YAML key (to warn about iOS 17-only ones).
    public var explicitSettings: [String: SourceLocation]

    public init(
        followsUndockedKeyboard: Bool = false, usesBottomSafeArea: Bool = true,
        keyboardDismissPadding: Rational = .zero, explicitSettings: [String: SourceLocation] = [:]
    ) {
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.usesBottomSafeArea = usesBottomSafeArea
        self.keyboardDismissPadding = keyboardDismissPadding
        self.explicitSettings = explicitSettings
    }
}

/// One entry of a spec's `environments:` list.
public enum EnvironmentRequest: Hashable, Sendable {
    /// A catalog name: a named set (`default`, `ipad`, …), a device id, or an environment id prefix
    /// such as `ipad-pro-12-9/landscape/split-half-right`.
    case named(String)
    /// A Stage Manager window the spec describes itself.
    case stageWindow(StageWindowRequest)
}

/// `{ stage: name, device: id, orientation: landscape, frame: [x, y, width, height] }`.
public struct StageWindowRequest: Hashable, Sendable {
    public var name: String
    public var device: String
    public var orientation: String?
    /// The window in screen coordinates.
    public var frame: Rect

    public init(name: String, device: String, orientation: String?, frame: Rect) {
        self.name = name
        self.device = device
        self.orientation = orientation
        self.frame = frame
    }
}

public struct EnvironmentEntry: Hashable, Sendable {
    public var request: EnvironmentRequest
    public var location: SourceLocation

    public init(_ request: EnvironmentRequest, location: SourceLocation) {
        self.request = request
        self.location = location
    }
}

/// `major.minor[.patch]`, as `deploymentTarget: "15.0"`.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let numbers = parts.compactMap { $0 }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}

/// One screen: its items, its constraints and how it is to be analysed. What the YAML loader and
/// the Swift importer both produce.
public struct LayoutSpec: Hashable, Sendable {
    public var path: String
    public var name: String
    public var keyboardGuide: KeyboardGuideSettings
    /// User views in the order the spec declares them.
    public var views: [ViewDeclaration]
    /// Extra layout guides, with where each is declared.
    public var guides: [String: SourceLocation]
    /// Constraints that are always active, but for those `keyboardActivations` switch.
    public var constraints: [Constraint]
    public var tracked: [TrackedGroup]
    /// Stack views, in declaration order; each one's own view is in `views` too.
    public var stacks: [StackViewDeclaration]
    /// Empty means the catalog's `default` set.
    public var environments: [EnvironmentEntry]
    public var deploymentTarget: OSVersion?
    /// The orientations the screen rotates to on iPhone, where its code or the spec says so;
    /// `nil`, every orientation.
    public var phoneOrientations: PhoneOrientations?
    /// What keyboard notification handlers do to constraints' constants (imported code only).
    public var keyboardHandling: [KeyboardHandling] = []
    /// Constraints of `constraints` that keyboard notification handlers switch on and off
    /// (imported code only): active only in the states `ActiveConstraints` replays them into.
    public var keyboardActivations: [KeyboardActivation] = []
    /// Scroll views whose bottom content inset keyboard notification handlers set.
    public var keyboardInsets: [KeyboardInset] = []
    /// What keyboard notification handlers do to the root view's `frame.origin.y` (imported code only).
    public var keyboardViewMove: KeyboardViewMove?
    /// Warnings found while loading; errors never get this far.
    public var warnings: [Diagnostic]

    public init(
        path: String, name: String, keyboardGuide: KeyboardGuideSettings = .init(),
        views: [ViewDeclaration] = [], guides: [String: SourceLocation] = [:],
        constraints: [Constraint] = [], tracked: [TrackedGroup] = [], stacks: [StackViewDeclaration] = [],
        environments: [EnvironmentEntry] = [], deploymentTarget: OSVersion? = nil,
        warnings: [Diagnostic] = []
    ) {
        self.path = path
        self.name = name
        self.keyboardGuide = keyboardGuide
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.tracked = tracked
        self.stacks = stacks
        self.environments = environments
        self.deploymentTarget = deploymentTarget
        self.warnings = warnings
    }

    /// Every constraint, always-on first, then each tracked group's in order.
    public var allConstraints: [Constraint] { constraints + tracked.flatMap(\.constraints) }

    /// The views `name` is inside, nearest first, as far as the spec tells: an arranged view is a
    /// subview of its stack.
    public func containers(of name: String) -> [String] {
        var chain: [String] = []
        var current = name
        while let stack = stacks.first(where: { $0.arranged.contains(current) }), !chain.contains(stack.name), stack.name != name {
            chain.append(stack.name)
            current = stack.name
        }
        return chain
    }

    /// The scroll view whose scrolling content `name` is part of: its own `inScrollView`, else its
    /// nearest stack's (an arranged view is inside its stack, wherever the stack is).
    public func scrollView(containing name: String) -> String? {
        ([name] + containers(of: name)).lazy.compactMap { container in self.views.first { $0.name == container }?.scrollView }.first
    }
}
