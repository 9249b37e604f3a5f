import LayoutSpec

/// The text a spec was read from, and how to read it again. Repairs are written as edits of this
/// text, and each is proven on the spec the edited text gives, so what a user applies is what
/// was proven.
public struct SpecSource: Sendable {
    public enum Language: String, Sendable {
        case yaml, swift, interfaceBuilder
    }

    public var language: Language
    /// The file the text is, when it is not the spec's path (a storyboard screen's spec path
    /// names its scene: `Main.storyboard#Compose`).
    public var file: String?
    public var text: String
    /// Reads edited text the way the spec was read (`nil` for text that does not load).
    public var load: @Sendable (String) -> LayoutSpec?

    public init(language: Language, file: String? = nil, text: String, load: @escaping @Sendable (String) -> LayoutSpec?) {
        self.language = language
        self.file = file
        self.text = text
        self.load = load
    }
}
