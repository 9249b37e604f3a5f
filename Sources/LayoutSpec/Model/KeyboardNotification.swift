/// The keyboard notifications UIKit posts (`UIResponder.keyboardWillShowNotification`, …), as a
/// handler registers for them.
public enum KeyboardNotification: String, CaseIterable, Hashable, Sendable, Comparable {
    case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame

    /// The notification a name written in code posts: `UIResponder.keyboardWillShowNotification`,
    /// `UIKeyboardWillShowNotification`, `.UIKeyboardWillShow`, `"UIKeyboardWillShowNotification"`.
    public static func named(in text: String) -> KeyboardNotification? {
        let lowered = text.lowercased()
        return allCases.first { lowered.contains("keyboard" + $0.rawValue.lowercased()) }
    }

    /// Whether this notification runs a handler: its registrations, else its name
    /// (`keyboardWillHide(_:)` handles `willHide`; a name with none of them, every notification).
    public func runs(handler: String, registeredFor registrations: [KeyboardNotification]) -> Bool {
        if !registrations.isEmpty { return registrations.contains(self) }
        let named = Self.allCases.filter { handler.lowercased().contains($0.codeName.lowercased()) }
        return named.isEmpty || named.contains(self)
    }

    /// `willShow` as code names it: `keyboardWillShow`.
    public var codeName: String { "keyboard" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
