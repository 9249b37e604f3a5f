import SwiftSyntax

/// The methods UIKit calls on its own: those of the file's own types that no code in the file
/// calls. Lifecycle methods run first, in the order UIKit calls them, then the rest (such as
/// keyboard notification handlers) in source order.
enum EntryPoints {
    static let lifecycle = [
        "init", "awakeFromNib", "loadView", "viewDidLoad", "didMoveToSuperview", "didMoveToWindow",
        "viewWillAppear", "viewIsAppearing", "updateViewConstraints", "updateConstraints",
        "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
    ]

    static func ordered(in index: DeclarationIndex, tree: SourceFileSyntax) -> [DeclarationIndex.Function] {
        let called = CalledNames(viewMode: .sourceAccurate)
        called.walk(tree)
        // `super.init(…)` and `UIView()` call initializers too, but never this type's own entry.
        let roots = index.functions.filter { $0.isMemberOfOwnType && ($0.isInitializer || !called.names.contains($0.name)) }
        let lifecycleRoots = lifecycle.flatMap { name in roots.filter { $0.name == name } }
        return lifecycleRoots + roots.filter { !lifecycle.contains($0.name) }
    }
}

/// The names of every function the file calls (`super.viewDidLoad()` calls UIKit's, not the file's).
private final class CalledNames: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) != true {
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
