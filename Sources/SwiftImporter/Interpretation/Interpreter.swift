import AssetCatalogs
import LayoutSpec
import SwiftSyntax

/// Runs the layout code of one screen symbolically: the view controller's initializer and the
/// methods UIKit calls on it (lifecycle first, then handlers such as keyboard notifications), the
/// same for each view of the analysed files it creates, and every method they call, each in the
/// type it belongs to. What it creates goes to a `ConstraintBook` and an `ObjectTable`.
final class Interpreter {
    let sources: SourceSet
    let index: DeclarationIndex
    let diagnostics: ImportDiagnostics
    let objects = ObjectTable()
    let book = ConstraintBook()
    /// Stored properties' current values, per instance, once assigned or first read.
    var propertyValues: [PropertyKey: Value] = [:]
    /// Functions being run, to stop at recursion.
    var callStack: [Syntax] = []
    /// Every function run, and for which instance.
    private(set) var runs: Set<Run> = []
    /// The view controller whose root view is analysed: the type of `self` written as the screen.
    private(set) var screenType: String?
    /// Set while the value assigned to the screen's `view` is evaluated: the view it creates is the root.
    var createsRootView = false
    /// The own types instantiated: the screen, then the views it places, in order.
    private(set) var instantiatedTypes: [String] = []
    /// The constraints SnapKit made for each view (`snp.makeConstraints`), which
    /// `remakeConstraints`, `updateConstraints` and `removeConstraints` act on.
    var snapKitConstraints: [ItemRef: [ConstraintHandle]] = [:]
    /// The project's asset catalogs, where `UIImage(named:)` finds its images.
    var assets = AssetCatalog.empty
    /// Every change of a constraint's constant made from the keyboard's frame, in the order run.
    var keyboardUpdates: [KeyboardUpdate] = []
    /// Every activation and deactivation of a constraint, in the order run.
    var activationToggles: [ActivationToggle] = []
    /// Method calls nested deeper than this are not followed.
    static let maximumCallDepth = 32

    /// What `self` is in running code: the screen, a view object it created, or neither.
    enum Instance: Hashable {
        case screen
        case object(ObjectID)
        case none

        init(_ selfValue: Value) {
            switch selfValue {
            case .selfReference: self = .screen
            case .item(.object(let id)): self = .object(id)
            default: self = .none
            }
        }
    }

    struct PropertyKey: Hashable {
        let instance: Instance
        let name: String
    }

    struct Run: Hashable {
        let instance: Instance
        let function: Syntax
    }

    init(sources: SourceSet, index: DeclarationIndex, diagnostics: ImportDiagnostics) {
        self.sources = sources
        self.index = index
        self.diagnostics = diagnostics
    }

    func unsupported(_ node: some SyntaxProtocol, _ message: String) -> Unsupported {
        Unsupported(location: sources.location(of: node), message: message)
    }

    func unreadable(_ node: some SyntaxProtocol, _ message: String) -> Value {
        .unreadable(unsupported(node, message))
    }

    /// Runs the screen `typeName`, then reports its methods (and its views') that nothing reached.
    func run(screen typeName: String) {
        screenType = typeName
        instantiate(typeName, as: .selfReference, arguments: nil)
        placeScrollContent()
        for type in instantiatedTypes { reportUnreached(in: type) }
    }

    /// Runs the one initializer that makes this object (the one `arguments` match, or for the
    /// screen the one UIKit or the app calls) and then the methods UIKit calls on it.
    func instantiate(_ typeName: String, as selfValue: Value, arguments: [(label: String?, value: Value)]?) {
        if !instantiatedTypes.contains(typeName) { instantiatedTypes.append(typeName) }
        if let initializer = EntryPoints.initializer(of: typeName, labels: arguments.map { $0.map(\.label) }, in: index) {
            let values = arguments?.map(\.value) ?? initializer.parameterNames.map { _ in .opaque }
            _ = call(initializer, arguments: values, selfValue: selfValue, selfType: typeName, at: initializer.node)
        } else if let arguments, let stored = index.storedProperties(ofStruct: typeName) {
            // Swift's memberwise initializer (`PinnedEdges(top: …, bottom: …)`): each argument is
            // the stored property its label names.
            for case let (label?, value) in arguments where stored.contains(label) {
                propertyValues[PropertyKey(instance: Instance(selfValue), name: label)] = value
            }
        }
        // A view created by the code meets its superview when it is added (`didAddToSuperview`).
        let waitsForSuperview = TypeRole.of(typeName, in: index) == .view && selfValue.isItem
        runEntryPoints(of: typeName, on: selfValue) { !waitsForSuperview || !EntryPoints.superviewCallbacks.contains($0.name) }
    }

    /// UIKit calls `didMoveToSuperview` and `didMoveToWindow` once a view is added to another.
    func didAddToSuperview(_ id: ObjectID) {
        guard let typeName = objects[id].typeName, TypeRole.of(typeName, in: index) == .view else { return }
        runEntryPoints(of: typeName, on: .item(.object(id))) { EntryPoints.superviewCallbacks.contains($0.name) }
    }

    private func runEntryPoints(of typeName: String, on selfValue: Value, where isDue: (DeclarationIndex.Function) -> Bool) {
        let instance = Instance(selfValue)
        for function in EntryPoints.afterInitialization(of: typeName, in: index)
        where isDue(function) && !runs.contains(Run(instance: instance, function: function.node)) {
            _ = call(function, arguments: function.parameterNames.map { _ in .opaque }, selfValue: selfValue, selfType: typeName, at: function.node)
        }
    }

    /// Runs a function with its parameters bound; its result, `.opaque` without one.
    func call(_ function: DeclarationIndex.Function, arguments: [Value], selfValue: Value, selfType: String?,
              at node: some SyntaxProtocol) -> Value {
        guard !callStack.contains(function.node) else {
            return unreadable(node, "a recursive call to '\(function.name)', which kbcov does not follow")
        }
        guard callStack.count < Interpreter.maximumCallDepth else {
            return unreadable(node, "calls nested more than \(Interpreter.maximumCallDepth) deep, which kbcov does not follow")
        }
        noteRun(of: function.node, for: selfValue)
        guard let body = function.body else { return .opaque }
        callStack.append(function.node)
        defer { callStack.removeLast() }
        let frame = Frame(selfValue: selfValue, selfType: selfType, ownerType: function.typeName)
        for (name, value) in zip(function.parameterNames, arguments) { frame.declare(name, value) }
        return runBody(body, in: frame)
    }

    /// Records that code (a function, a property's initializer) ran for an instance.
    func noteRun(of node: Syntax, for selfValue: Value) {
        runs.insert(Run(instance: Instance(selfValue), function: node))
    }

    /// Runs a function or closure body; a body of one expression returns its value.
    func runBody(_ body: CodeBlockItemListSyntax, in frame: Frame) -> Value {
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self), !Assignment.isAssignment(only) {
            return evaluate(only, in: frame)
        }
        execute(body, in: frame)
        return frame.returnValue ?? .opaque
    }

    /// Whether any code of `file` ran for this screen.
    func ranCode(in file: SourceFile) -> Bool {
        runs.contains { sources.file(of: $0.function)?.path == file.path }
    }

    /// A method of the type with layout code that no entry point reached is not layout: it is
    /// named in a warning, not imported.
    func reportUnreached(in typeName: String) {
        let reached = Set(runs.map(\.function))
        // Methods of extensions of UIKit classes are helpers any view may call, not this type's.
        for function in index.methods(of: typeName) where function.isMemberOfOwnType && !function.isInitializer && !reached.contains(function.node) {
            guard let body = function.body, body.tokens(viewMode: .sourceAccurate).contains(where: { token in
                if case .identifier(let name) = token.tokenKind { return Interpreter.isLayoutName(name) }
                return false
            }) else { continue }
            let name = function.node.as(FunctionDeclSyntax.self)?.name
            diagnostics.report(.warning(.unsupportedConstruct, at: name.map { sources.location(of: $0) } ?? sources.location(of: function.node),
                                        "skipped: '\(function.displayName)' of \(typeName) is not reached from a method UIKit calls (a lifecycle method, an override, a #selector or @IBAction target, a delegate callback), so its layout is not imported"))
        }
    }
}
