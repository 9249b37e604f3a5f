import SwiftSyntax

/// A loop over values kbcov cannot list (`for path in stats.throwPaths`) whose passes are
/// independent: each makes its own views and lays them out the same way, whatever the element,
/// and nothing a pass leaves (a variable it assigns, a stack it fills) reaches the next. Then every
/// pass gives the same frames to its own views, and none touches the rest of the layout: one pass,
/// its element unknown, stands for all of them (and the layout without it is the same for the other
/// views). A loop whose passes chain (`previous = item`), count, fill a stack view or leave early
/// is not one: it is skipped as before.
extension Interpreter {
    /// Calls whose effect depends on how many passes made them: arranged views share the stack.
    private static let cumulativeCalls: Set<String> = ["addArrangedSubview", "insertArrangedSubview"]

    /// Runs one pass of the loop, its pattern's names unknown, when its passes are independent.
    /// `false` when they may not be: nothing ran.
    func runRepresentativePass(_ loop: ForStmtSyntax, in frame: Frame) -> Bool {
        guard loop.whereClause == nil, Self.hasIndependentPasses(loop.body), let names = Self.boundNames(loop.pattern) else { return false }
        diagnostics.report(.warning(.unsupportedConstruct, at: sources.location(of: loop),
            "approximated: the loop over '\(loop.sequence.trimmedDescription)', whose values the app gives at run time, is read as one pass: each makes and lays out its own views alike, so one stands for all of them"))
        frame.inScope {
            for name in names { frame.declare(name, .opaque) }
            execute(loop.body.statements, in: frame)
        }
        return true
    }

    private static func boundNames(_ pattern: PatternSyntax) -> [String]? {
        if pattern.is(WildcardPatternSyntax.self) { return [] }
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return [name] }
        guard let tuple = pattern.as(TuplePatternSyntax.self) else { return nil }
        return tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// Each pass adds views of its own, and none leaves early, assigns a name it did not declare
    /// itself (a variable or property of the screen: `previous = label`, `self.last = label`,
    /// `row += 1`), or fills a stack view.
    private static func hasIndependentPasses(_ body: CodeBlockSyntax) -> Bool {
        var declared: Set<String> = []
        var addsViews = false
        for node in body.statements.tokens(viewMode: .sourceAccurate) {
            switch node.tokenKind {
            case .keyword(.break), .keyword(.continue), .keyword(.return), .keyword(.throw): return false
            case .identifier(let name) where cumulativeCalls.contains(name): return false
            case .identifier("addSubview"), .identifier("insertSubview"): addsViews = true
            case .identifier(let name) where node.parent?.is(IdentifierPatternSyntax.self) == true: declared.insert(name)
            default: continue
            }
        }
        guard addsViews else { return false }
        for node in body.statements.tokens(viewMode: .sourceAccurate) {
            guard node.tokenKind == .equal || node.tokenKind == .binaryOperator("+=") || node.tokenKind == .binaryOperator("-="),
                  let infix = node.parent?.parent?.as(InfixOperatorExprSyntax.self) ?? node.parent?.as(InfixOperatorExprSyntax.self) else { continue }
            if let name = reassignedName(infix.leftOperand), !declared.contains(name) { return false }
        }
        return true
    }

    /// The variable an assignment replaces: `x` of `x = …` and of `self.x = …`; `nil` for a member
    /// of something else (`label.text = …` sets a property of a view, not a variable of the loop).
    private static func reassignedName(_ target: ExprSyntax) -> String? {
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
