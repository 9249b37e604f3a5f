import SwiftSyntax

/// The methods UIKit calls on an object of a type: one initializer, then the lifecycle methods in
/// the order UIKit calls them, then the methods UIKit or the runtime may call at any time
/// (overrides, `@objc` and `@IBAction` methods, `#selector` targets such as keyboard
/// notification handlers, the `DelegateCallbacks` of the protocols it adopts), the most derived
/// declaration of each.
enum EntryPoints {
    static let lifecycle = [
        "awakeFromNib", "loadView", "viewDidLoad", "didMoveToSuperview", "didMoveToWindow",
        "viewWillAppear", "viewIsAppearing", "updateViewConstraints", "updateConstraints",
        "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
    ]

    /// The lifecycle methods UIKit calls on a view when it is added to a superview.
    static let superviewCallbacks: Set<String> = ["didMoveToSuperview", "didMoveToWindow"]

    /// The initializer that makes the object. Created in code, the one its arguments match
    /// (`MyView()` is `init(frame:)`'s, as `UIView.init()` calls it); the screen, the one an app
    /// calls — one that no other initializer delegates to, in code rather than `init?(coder:)`
    /// when the type has both. `nil` when UIKit's own initializer runs.
    static func initializer(of typeName: String, labels: [String?]?, in index: DeclarationIndex) -> DeclarationIndex.Function? {
        guard let initializers = index.lineage(of: typeName).lazy
            .map({ type in index.functions.filter { $0.typeName == type && $0.isInitializer } })
            .first(where: { !$0.isEmpty }) else { return nil }
        if let labels {
            let implied: [[String?]] = labels.isEmpty ? [[], ["frame"], ["nibName", "bundle"], ["style", "reuseIdentifier"]] : [labels]
            return implied.lazy.compactMap { wanted in initializers.first { $0.labels == wanted } }.first
        }
        let delegatedTo = Set(initializers.flatMap(delegations))
        let outermost = initializers.filter { !delegatedTo.contains($0.labels.map { $0 ?? "_" }) }
        let candidates = outermost.isEmpty ? initializers : outermost
        return candidates.first { $0.labels != ["coder"] } ?? candidates.first
    }

    static func afterInitialization(of typeName: String, in index: DeclarationIndex) -> [DeclarationIndex.Function] {
        var seen: Set<String> = []
        let methods = index.methods(of: typeName).filter { !$0.isInitializer && seen.insert($0.displayName).inserted }
        let lifecycleMethods = lifecycle.flatMap { name in methods.filter { $0.name == name } }
        let adopted = index.adoptedProtocols(of: typeName)
        let handlers = methods.filter { method in
            !lifecycle.contains(method.name) && (method.isCalledByUIKit || index.selectorTargets.contains(method.name)
                || DelegateCallbacks.isCalled(method.displayName, onAdopterOf: adopted))
        }
        return lifecycleMethods + handlers
    }

    /// The labels of `self.init(…)` calls in an initializer's body.
    private static func delegations(_ initializer: DeclarationIndex.Function) -> [[String]] {
        guard let body = initializer.body else { return [] }
        return body.tokens(viewMode: .sourceAccurate).compactMap { token -> [String]? in
            guard token.tokenKind == .keyword(.`init`), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            return call.arguments.map { $0.label?.text ?? "_" }
        }
    }
}
