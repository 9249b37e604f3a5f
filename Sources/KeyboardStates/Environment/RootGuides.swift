/// The root view's guides a layout reads beside its bounds and safe area. A window range's root
/// geometry changes form where the width size class changes the margins, and where the readable
/// width reaches its cap; it is split there only for a layout that reads the guide it changes.
public struct RootGuides: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `layoutMarginsGuide`.
    public static let margins = RootGuides(rawValue: 1 << 0)
    /// `readableContentGuide`, which is inset from the margins.
    public static let readable = RootGuides(rawValue: 1 << 1)
    public static let all: RootGuides = [.margins, .readable]
}
