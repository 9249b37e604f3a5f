import SwiftSyntax

/// The analysed files, each node's location found from the file its tree belongs to.
struct SourceSet {
    let files: [SourceFile]
    private let fileIndexByRoot: [SyntaxIdentifier: Int]

    init(_ files: [SourceFile]) {
        self.files = files
        fileIndexByRoot = Dictionary(files.enumerated().map { (Syntax($1.tree).id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func file(of node: some SyntaxProtocol) -> SourceFile? {
        fileIndexByRoot[node.root.id].map { files[$0] }
    }

    /// Where `node` starts, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SpecLocation {
        file(of: node)?.location(of: node) ?? SpecLocation(file: files.first?.path ?? "", line: 1, column: 1)
    }
}
