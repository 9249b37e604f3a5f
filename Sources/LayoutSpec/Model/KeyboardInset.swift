import ExactGeometry

/// How keyboard notification handlers set one scroll view's bottom `contentInset`, statement by
/// statement (seed 004: `contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardSize.height,
/// right: 0)` when the keyboard shows, `.zero` when it hides). The analysis replays the
/// notifications UIKit posts on the way to each keyboard state and checks that the inset they
/// leave lets the focused content scroll clear of the keyboard (`ContentInsetCheck`).
public struct KeyboardInset: Hashable, Sendable {
    /// The scroll view's name among the spec's views.
    public var scrollView: String
    /// The bottom inset before any notification: what the code sets, else UIKit's zero.
    public var initialInset: Rational
    /// The statements that set the bottom inset or add to it, in the order the code makes them;
    /// `value` is the bottom inset (or what is added to it).
    public var updates: [KeyboardHandling.Update]
    /// The text inputs (`UITextField`, `UITextView`) inside the scroll view: the content a
    /// keyboard comes up for, which must fit above it.
    public var textInputs: [String]

    public init(scrollView: String, initialInset: Rational = .zero, updates: [KeyboardHandling.Update], textInputs: [String] = []) {
        self.scrollView = scrollView
        self.initialInset = initialInset
        self.updates = updates
        self.textInputs = textInputs
    }
}
