/// The keyboard kinds of a state id, in the order states are listed.
public enum KeyboardType: String, CaseIterable, Hashable, Sendable, Comparable {
    case hidden, docked
    /// The docked keyboard part-way through the interactive dismissal: opt-in (`--dismissal-drag`).
    case dockedDrag = "docked-drag"
    case undocked, split, floating
    case shortcutsBar = "shortcuts-bar"

    public static func < (lhs: KeyboardType, rhs: KeyboardType) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// Keyboards the guide follows only when `followsUndockedKeyboard` is true.
    public var isUndocked: Bool {
        self == .undocked || self == .split || self == .floating
    }
}
