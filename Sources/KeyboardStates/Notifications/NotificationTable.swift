import LayoutSpec

/// The keyboard as an app's notifications see it, which is not the guide's state: UIKit tells a
/// docked keyboard's height changes and hides, but an undocked, split or floating keyboard is
/// announced as hidden (or with frames that do not say where it is).
public enum KeyboardSituation: String, CaseIterable, Hashable, Sendable {
    case hidden, docked
    case dockedWithoutPredictiveBar = "docked without the predictive bar"
    case undocked, split, floating
    case shortcutsBar = "shortcuts bar"
    /// The other app's docked keyboard in Split View or Slide Over.
    case otherAppDocked = "the other app's docked keyboard"
}

/// A frame a notification carries, as a function of the device: screen coordinates.
public enum NotifiedFrame: Hashable, Sendable {
    /// The frame the previous notification ended with.
    case current
    /// A docked keyboard's frame moved below the screen (a hidden keyboard).
    case belowScreen
    case docked
    case dockedWithoutPredictiveBar
    /// The hardware keyboard's shortcuts bar at the bottom.
    case shortcutsBar
    /// `CGRect.zero`.
    case zero
    /// A docked keyboard's frame above the top of the screen.
    case aboveScreen
}

/// Notifications UIKit posts together, with the same frames.
public struct PostedNotifications: Hashable, Sendable {
    public var names: [KeyboardNotification]
    public var begin: NotifiedFrame
    public var end: NotifiedFrame
    /// `keyboardIsLocalUserInfoKey`: false when another app in Split View owns the keyboard.
    public var isLocal: Bool

    public init(_ names: [KeyboardNotification], begin: NotifiedFrame = .current, end: NotifiedFrame, isLocal: Bool = true) {
        self.names = names
        self.begin = begin
        self.end = end
        self.isLocal = isLocal
    }
}

/// Something the user does to the keyboard, what UIKit posts for it, and where that is known from.
public struct NotificationTransition: Hashable, Sendable {
    /// `show docked`, `predictive bar off`, `undock`.
    public var name: String
    public var from: [KeyboardSituation]
    public var to: KeyboardSituation
    /// The keyboard the device must offer (an iPhone has no floating keyboard).
    public var needs: KeyboardType
    public var posts: [PostedNotifications]
    /// Where the behaviour is documented or reported; what is assumed where nothing says.
    public var source: String

    public init(_ name: String, from: [KeyboardSituation], to: KeyboardSituation, needs: KeyboardType,
                posts: [PostedNotifications], source: String) {
        self.name = name
        self.from = from
        self.to = to
        self.needs = needs
        self.posts = posts
        self.source = source
    }
}

extension Array where Element == PostedNotifications {
    /// Each notification posted, in order, with whether the keyboard is the app's own: what a
    /// handler's `isActive` statements are replayed through (`KeyboardActivation.isActive(after:)`).
    public var each: [(name: KeyboardNotification, isLocal: Bool)] {
        flatMap { posts in posts.names.map { (name: $0, isLocal: posts.isLocal) } }
    }
}
