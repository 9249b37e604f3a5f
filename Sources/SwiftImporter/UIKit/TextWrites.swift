import SwiftSyntax

/// Every write to a view's text in the files of a screen, by the name the view is written
/// through — in methods no entry point reaches too (`configure(with:)`, called by a data source
/// at run time), which the interpreter does not run: a view whose text some code sets to a value
/// kbcov cannot read has a text kbcov cannot know. A font write is listed apart: the view's text
/// keeps its width when the interpreter ran every one, on the object it writes
/// (`ViewSettings.fontWrites`), and read those it ran on the view.
struct TextWrites {
    private(set) var texts: [String: [String]] = [:]
    private(set) var unknown: Set<String> = []
    private(set) var fontWrites: [String: [SyntaxIdentifier]] = [:]

    init(in files: [SourceFile] = []) {
        let visitor = TextWriteVisitor(viewMode: .sourceAccurate)
        for file in files { visitor.walk(file.tree) }
        texts = visitor.texts
        unknown = visitor.unknown
        fontWrites = visitor.fontWrites
    }
}

private final class TextWriteVisitor: SyntaxVisitor {
    var texts: [String: [String]] = [:]
    var unknown: Set<String> = []
    var fontWrites: [String: [SyntaxIdentifier]] = [:]

    /// Settings whose every value leaves the text's width as the texts and fonts make it:
    /// `adjustsFontForContentSizeCategory` changes a text style's size, whose width spans every text size.
    static let keepingWidth: Set<String> = ["adjustsFontForContentSizeCategory"]

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.is(AssignmentExprSyntax.self) || node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else {
            return .visitChildren
        }
        let path = Self.path(of: node.leftOperand)
        if path.count >= 2, path.last == "font", node.operator.is(AssignmentExprSyntax.self) {
            // `label.font = …`, `button.titleLabel?.font = …`: the write is the button's, and the
            // name `titleLabel`'s too, in case a view of that name is the one written.
            let written = path.dropLast()
            for view in [written.last, written.last == "titleLabel" ? written.dropLast().last : nil].compactMap({ $0 }) {
                fontWrites[view, default: []].append(node.id)
            }
            return .visitChildren
        }
        for index in path.indices.dropFirst() where !Self.keepingWidth.contains(path[index])
            && (Interpreter.textSettingNames.contains(path[index]) || path[index] == "titleLabel") {
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
