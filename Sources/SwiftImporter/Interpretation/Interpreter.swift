import LayoutSpec
import SwiftSyntax

/// Runs the layout code of a file symbolically: the methods UIKit calls (lifecycle first, then
/// handlers such as keyboard notifications) and every method of the file they call, recording
/// the constraints, items and settings they create in a `ConstraintBook` and an `ObjectTable`.
final class Interpreter {
    let file: SourceFile
    let index: DeclarationIndex
    let diagnostics: ImportDiagnostics
    let objects = ObjectTable()
    let book = ConstraintBook()
    /// Stored properties' current values, once assigned or first read.
    var propertyValues: [String: Value] = [:]
    /// Functions being run, to stop at recursion.
    var callStack: [Syntax] = []
    /// Method calls nested deeper than this are not followed.
    static let maximumCallDepth = 32

    init(file: SourceFile, index: DeclarationIndex, diagnostics: ImportDiagnostics) {
        self.file = file
        self.index = index
        self.diagnostics = diagnostics
    }

    func unsupported(_ node: some SyntaxProtocol, _ message: String) -> Unsupported {
        Unsupported(location: file.location(of: node), message: message)
    }

    func unreadable(_ node: some SyntaxProtocol, _ message: String) -> Value {
        .unreadable(unsupported(node, message))
    }

    /// Runs every entry point of the file once, in the order UIKit would call them.
    func run() {
        for function in EntryPoints.ordered(in: index, tree: file.tree) {
            _ = call(function, arguments: function.parameterNames.map { _ in .opaque }, selfValue: .selfReference, at: function.node)
        }
    }

    /// Runs a function of the file with its parameters bound; its result, `.opaque` without one.
    func call(_ function: DeclarationIndex.Function, arguments: [Value], selfValue: Value, at node: some SyntaxProtocol) -> Value {
        guard !callStack.contains(function.node) else {
            return unreadable(node, "a recursive call to '\(function.name)', which kbcov does not follow")
        }
        guard callStack.count < Interpreter.maximumCallDepth else {
            return unreadable(node, "calls nested more than \(Interpreter.maximumCallDepth) deep, which kbcov does not follow")
        }
        guard let body = function.body else { return .opaque }
        callStack.append(function.node)
        defer { callStack.removeLast() }
        let frame = Frame(selfValue: selfValue)
        for (name, value) in zip(function.parameterNames, arguments) { frame.declare(name, value) }
        return runBody(body, in: frame)
    }

    /// Runs a function or closure body; a body of one expression returns its value.
    func runBody(_ body: CodeBlockItemListSyntax, in frame: Frame) -> Value {
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self), !Assignment.isAssignment(only) {
            return evaluate(only, in: frame)
        }
        execute(body, in: frame)
        return frame.returnValue ?? .opaque
    }
}
