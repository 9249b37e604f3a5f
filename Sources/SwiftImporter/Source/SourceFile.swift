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
        appKitModule = Self.appKitModule(of: tree)
    }

    /// Where `node` starts, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SpecLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SpecLocation {
        let place = converter.location(for: position)
        return SpecLocation(file: path, line: place.line, column: place.column)
    }

    /// The AppKit module the file imports when it imports no UIKit (`import Cocoa` in a macOS
    /// target): its views and view controllers are AppKit's, which kbcov does not analyse. A file
    /// that imports both, one per platform under `#if os(…)`, is UIKit's on iOS.
    let appKitModule: String?

    private static func appKitModule(of tree: SourceFileSyntax) -> String? {
        var modules: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.import) {
            if let path = token.parent?.as(ImportDeclSyntax.self)?.path.first?.name.text { modules.insert(path) }
        }
        guard !modules.contains("UIKit") else { return nil }
        return ["AppKit", "Cocoa"].first(where: modules.contains)
    }
}
