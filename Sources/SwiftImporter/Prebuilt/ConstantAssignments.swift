import SwiftSyntax

/// Every assignment to `name.constant` in a file (`self.bottom.constant = …`, `bottom?.constant -= …`),
/// with the method it is in and whether that method reads the keyboard: what the code does to
/// outlet constraints, found by reading the source rather than running it.
struct ConstantAssignments {
    struct Found {
        var property: String
        var function: String?
        var operatorText: String
        /// `+=`, `-=`, or `= name.constant ± …`: a change of the previous value.
        var isRelative: Bool
        var readsKeyboard: Bool
        var location: SpecLocation
    }

    static let keyboardWords = ["keyboardFrame", "UIKeyboard", "keyboardWill", "keyboardDid", "KeyboardFrame"]

    static func find(in file: SourceFile) -> [Found] {
        let finder = Finder(file: file)
        finder.walk(file.tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let file: SourceFile
        var found: [Found] = []

        init(file: SourceFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            let operatorText: String
            if node.operator.is(AssignmentExprSyntax.self) {
                operatorText = "="
            } else if let binary = node.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(binary.operator.text) {
                operatorText = binary.operator.text
            } else {
                return .visitChildren
            }
            guard let member = Self.stripped(node.leftOperand).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constant",
                  let base = member.base, let property = Self.propertyName(base) else { return .visitChildren }
            let function = node.ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }
            let body = function?.body?.description ?? node.description
            let mentionsItself = node.rightOperand.description.contains("\(property).constant") || node.rightOperand.description.contains("\(property)?.constant")
            found.append(Found(
                property: property, function: function.map(Self.signature), operatorText: operatorText,
                isRelative: operatorText != "=" || mentionsItself,
                readsKeyboard: ConstantAssignments.keyboardWords.contains { body.contains($0) },
                location: file.location(of: node)))
            return .visitChildren
        }

        private static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
            if let optional = expression.as(OptionalChainingExprSyntax.self) { return stripped(optional.expression) }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { return stripped(forced.expression) }
            return expression
        }

        /// `bottom`, `self.bottom`, `bottom?`, `self.bottom!` → `bottom`.
        private static func propertyName(_ base: ExprSyntax) -> String? {
            let base = stripped(base)
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text
            }
            return nil
        }

        private static func signature(_ function: FunctionDeclSyntax) -> String {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "\(function.name.text)(\(labels))"
        }
    }
}
