/// What the app shows on its comment screen.
public struct Comment: Hashable, Sendable {
    public var author: String
    public var text: String

    public init(author: String, text: String) {
        self.author = author
        self.text = text
    }
}
