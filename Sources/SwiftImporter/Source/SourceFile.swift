import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A parsed Swift file, operators folded (so `a = b + c` is one tree), with positions as
/// `file:line:column`.
struct SourceFile {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        self.text = text
        let parsed = Parser.parse(source: text)
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SpecLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SpecLocation {
        let place = converter.location(for: position)
        return SpecLocation(file: path, line: place.line, column: place.column)
    }
}
