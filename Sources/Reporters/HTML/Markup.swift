/// A well-formed fragment of XHTML-compatible markup. Text and attribute values are escaped by
/// construction (string literals and interpolations are text), so a page cannot carry a spec's
/// `<script>` unescaped.
struct Markup: Sendable, ExpressibleByStringInterpolation {
    private(set) var html: String

    /// Escaped text.
    init(_ text: String) { html = HTMLText.escape(text) }

    init(stringLiteral text: String) { self.init(text) }

    init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// Markup the reporter itself wrote (the stylesheet, the doctype); never spec text.
    private init(trusted html: String) { self.html = html }

    static let empty = Markup(trusted: "")

    /// Elements followed by a line break, so pages and their golden files read line by line.
    private static let blockElements: Set<String> = [
        "html", "head", "body", "header", "main", "footer", "section", "article", "nav", "h1", "h2", "h3", "h4",
        "p", "ul", "ol", "li", "dl", "div", "table", "thead", "tbody", "tr", "caption", "figure", "figcaption",
        "svg", "style", "title", "meta", "details", "summary", "pre",
    ]

    static func element(_ name: String, _ attributes: [(String, String)] = [], _ children: Markup...) -> Markup {
        element(name, attributes, children: children)
    }

    static func element(_ name: String, _ attributes: [(String, String)] = [], children: [Markup]) -> Markup {
        let open = "<\(name)\(render(attributes))>"
        let content = children.map(\.html).joined()
        let breakAfterOpen = content.hasSuffix("\n") ? "\n" : ""
        let breakAfterClose = blockElements.contains(name) ? "\n" : ""
        return Markup(trusted: open + breakAfterOpen + content + "</\(name)>" + breakAfterClose)
    }

    /// `<name a="v" />`: void HTML elements and childless SVG shapes.
    static func selfClosing(_ name: String, _ attributes: [(String, String)] = []) -> Markup {
        Markup(trusted: "<\(name)\(render(attributes)) />" + (blockElements.contains(name) ? "\n" : ""))
    }

    static func concat(_ parts: [Markup]) -> Markup {
        Markup(trusted: parts.map(\.html).joined())
    }

    /// A whole page: `<!DOCTYPE html>` and the root element.
    static func document(_ root: Markup) -> String { "<!DOCTYPE html>\n" + root.html }

    /// A `<style>` element from the reporter's own stylesheet (no `<` or `&` in it).
    static func style(_ css: String) -> Markup {
        Markup(trusted: "<style>\n" + css + "</style>\n")
    }

    private static func render(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(HTMLText.escape($0.1))\"" }.joined()
    }
}
