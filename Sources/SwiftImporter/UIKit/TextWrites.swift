import SwiftSyntax

/// Every write to a view's text in the files of a screen, by the name the view is written
/// through — in methods no entry point reaches too (`configure(with:)`, called by a data source
/// at run time), which the interpreter does not run: a view whose text some code sets to a value
/// kbcov cannot read has a text kbcov cannot know.
struct TextWrites {
    private(set) var texts: [String: [String]] = [:]
    private(set) var unknown: Set<String> = []

    init(in files: [SourceFile] = []) {
        let visitor = TextWriteVisitor(viewMode: .sourceAccurate)
        for file in files { visitor.walk(file.tree) }
        texts = visitor.texts
        unknown = visitor.unknown
    }
}

private final class TextWriteVisitor: SyntaxVisitor {
    var texts: [String: [String]] = [:]
    var unknown: Set<String> = []

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self) || node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else {
            return .visitChildren
        }
        let path = Self.path(of: node.leftOperand)
        for index in path.indices.dropFirst() where Interpreter.textSettingNames.contains(path[index]) || path[index] == "titleLabel" {
            let view = path[index - 1]
            if path[index] == "text", index == path.count - 1, node.operator.is(AssignmentExprSyntax.self), let text = node.rightOperand.as(StringLiteralExprSyntax.self)?.plainText {
                texts[view, default: []].append(text)
            } else {
                unknown.insert(view)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              ["setTitle", "setAttributedTitle"].contains(member.declName.baseName.text),
              let view = member.base.flatMap({ Self.path(of: $0).last }) else { return .visitChildren }
        if member.declName.baseName.text == "setTitle", let title = node.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText {
            texts[view, default: []].append(title)
        } else {
            unknown.insert(view)
        }
        return .visitChildren
    }

    /// `self.sendButton.titleLabel?.font` → `[sendButton, titleLabel, font]`.
    private static func path(of expression: ExprSyntax) -> [String] {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return path(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return path(of: forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? [] : [reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(path(of:)) ?? []) + [member.declName.baseName.text]
        }
        return []
    }
}
