import LayoutSpec

/// Libraries an app turns on once, usually in its app delegate, that move the focused text input
/// of every screen above the keyboard at run time, where kbcov cannot follow: a screen with text
/// inputs in such an app is analysed without them, and said to be partly analysed.
struct KeyboardManager: Sendable {
    var name: String
    /// The statement that turns it on, as a regular expression.
    var enabling: String
    /// What it does, for the warning.
    var effect: String

    /// IQKeyboardManager (github.com/hackiftekhar/IQKeyboardManager, README "Basic Usage"):
    /// `IQKeyboardManager.shared.enable = true` (`isEnabled` from version 7, `sharedManager()`
    /// before Swift 3) "prevents the issue of keyboard sliding up and covering UITextField/UITextView"
    /// by moving the view controller's view.
    static let known = [
        KeyboardManager(
            name: "IQKeyboardManager", enabling: #"IQKeyboardManager[\w.()]*\.(?:enable|isEnabled)\s*=\s*true"#,
            effect: "it moves the view up so that the focused text input clears the keyboard"),
    ]

    /// The first library the texts turn on, in path order, and where.
    static func enabled(in sources: [(path: String, text: String)]) -> (manager: KeyboardManager, location: SpecLocation)? {
        let patterns = known.compactMap { manager in (try? Regex(manager.enabling)).map { (manager, $0) } }
        for source in sources.sorted(by: { $0.path < $1.path }) {
            // Every file of the project is looked at on every import: the regular expression only
            // where the library's name is.
            for (manager, enabling) in patterns where source.text.contains(manager.name) {
                guard let match = source.text.firstMatch(of: enabling) else { continue }
                let before = source.text[..<match.range.lowerBound]
                let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let column = before.distance(from: before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex, to: before.endIndex) + 1
                return (manager, SpecLocation(file: source.path, line: line, column: column))
            }
        }
        return nil
    }
}
