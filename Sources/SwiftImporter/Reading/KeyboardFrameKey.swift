/// The keys of a keyboard notification's `userInfo` that hold the keyboard's frame, in every
/// spelling code uses: `UIResponder.keyboardFrameEndUserInfoKey` (Swift 4.2 on), the global
/// `UIKeyboardFrameEndUserInfoKey` of earlier Swift and of Objective-C, and its raw value, the
/// string `"UIKeyboardFrameEndUserInfoKey"` (Apple, UIResponder.keyboardFrameEndUserInfoKey).
enum KeyboardFrameKey: String, CaseIterable {
    /// The frame at the end of the keyboard's animation.
    case end = "End"
    /// The frame at its start.
    case begin = "Begin"

    /// Every spelling of the key, as a token of code shows it.
    var spellings: [String] { ["keyboardFrame\(rawValue)UserInfoKey", "UIKeyboardFrame\(rawValue)UserInfoKey"] }

    static let allSpellings = allCases.flatMap(\.spellings)

    /// The key a subscript's argument names, written as a member, a global or a string literal.
    init?(naming argument: String) {
        let name = argument.split(separator: ".").last.map { $0.trimmingCharacters(in: ["\""]) } ?? ""
        guard let key = Self.allCases.first(where: { $0.spellings.contains(name) }) else { return nil }
        self = key
    }

    /// The key a piece of code reads, if it reads one.
    static func read(in code: String) -> KeyboardFrameKey? {
        allCases.first { key in key.spellings.contains { code.contains($0) } }
    }
}
