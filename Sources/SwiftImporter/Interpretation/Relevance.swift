import SwiftSyntax

/// Whether code the importer skips could change the layout, so that skipping it deserves a
/// warning: it names anchors, constraints or the keyboard guide's API, or a value of the layout.
extension Interpreter {
    static let layoutWords = Set([
        "setConstraints", "keyboardLayoutGuide", "addSubview", "insertSubview", "addLayoutGuide", "isActive",
        "priority", "constant", "removeAllTrackedConstraints", "followsUndockedKeyboard", "usesBottomSafeArea",
        "keyboardDismissPadding", "setContentHuggingPriority", "setContentCompressionResistancePriority",
    ] + KeyboardFrameKey.end.spellings)

    static func isLayoutName(_ name: String) -> Bool {
        layoutWords.contains(name) || name.hasSuffix("Anchor") || name.contains("onstraint")
    }

    /// Whether a type of the analysed files names layout anywhere in its declaration.
    func declaresLayout(_ typeName: String) -> Bool {
        guard let type = index.type(named: typeName) else { return false }
        return type.node.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return Interpreter.isLayoutName(name) }
            return false
        }
    }

    func isRelevant(_ node: some SyntaxProtocol, in frame: Frame) -> Bool {
        // `if let button = self as? UIButton { button… }`: a name the code binds there is its own.
        let boundHere = Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.is(IdentifierPatternSyntax.self) == true ? token.text : nil
        })
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            if Interpreter.isLayoutName(name) { return true }
            return !boundHere.contains(name) && !Self.namesAnotherValuesMember(token) && lookup(name, in: frame)?.isLayoutValue == true
        }
    }

    /// `navigationController.view`: the member of a value other than `self` is not the variable
    /// its name would find (the screen's `view`).
    private static func namesAnotherValuesMember(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
              let base = member.base else { return false }
        return base.trimmedDescription != "self"
    }

    /// Reports a skipped construct when it could change the layout.
    func skip(_ node: some SyntaxProtocol, in frame: Frame, _ message: String) {
        if isRelevant(node, in: frame) { diagnostics.skipped(unsupported(node, message)) }
    }
}
