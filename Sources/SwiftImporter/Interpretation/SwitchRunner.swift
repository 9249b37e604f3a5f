import SwiftSyntax

/// `switch` over an enum case the code gives (`target: AnchorTarget = .bounds`, a default
/// argument's): the case that names it runs, else `default`. A switch over anything else, or
/// with patterns other than plain cases (bindings, `where`, tuples, `fallthrough`), cannot be
/// decided, so the layout in it is not imported.
extension Interpreter {
    func runSwitch(_ switchExpression: SwitchExprSyntax, in frame: Frame) {
        guard case .implicitMember(let subject) = evaluate(switchExpression.subject, in: frame),
              let body = Self.statements(running: subject, in: switchExpression) else {
            skip(switchExpression, in: frame, "a switch: kbcov cannot tell which case runs, so the layout in it is not imported")
            return
        }
        frame.inScope { execute(body, in: frame) }
    }

    /// The statements of the case that names `subject` (`case .bounds, .frame:`), else of
    /// `default`; `nil` when a case before it has a pattern kbcov cannot match.
    private static func statements(running subject: String, in switchExpression: SwitchExprSyntax) -> CodeBlockItemListSyntax? {
        var fallback: CodeBlockItemListSyntax?
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element,
                  !switchCase.statements.contains(where: { $0.item.is(FallThroughStmtSyntax.self) }) else { return nil }
            switch switchCase.label {
            case .default:
                fallback = switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
                    if member.declName.baseName.text == subject { return switchCase.statements }
                }
            }
        }
        return fallback
    }
}
