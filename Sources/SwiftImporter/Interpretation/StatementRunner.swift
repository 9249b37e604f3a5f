import ExactGeometry
import SwiftSyntax

/// Runs statements: bindings, assignments, calls, and the control flow whose effect on the
/// layout is known (`guard`/`if let` bindings, `#available`, `for` over a literal list, `do`).
extension Interpreter {
    func execute(_ statements: CodeBlockItemListSyntax, in frame: Frame) {
        for statement in statements {
            if frame.hasReturned { return }
            switch statement.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) { declare(variable, in: frame) }
            case .stmt(let statement):
                execute(statement, in: frame)
            case .expr(let expression):
                executeExpression(expression, in: frame)
            }
        }
    }

    private func execute(_ statement: StmtSyntax, in frame: Frame) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            executeExpression(expression.expression, in: frame)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            _ = bindConditions(guardStatement.conditions, in: frame)
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            frame.returnValue = returnStatement.expression.map { evaluate($0, in: frame) } ?? .opaque
        } else if let loop = statement.as(ForStmtSyntax.self) {
            runLoop(loop, in: frame)
        } else if let block = statement.as(DoStmtSyntax.self) {
            frame.inScope { execute(block.body.statements, in: frame) }
        } else if let deferred = statement.as(DeferStmtSyntax.self) {
            frame.inScope { execute(deferred.body.statements, in: frame) }
        } else {
            skip(statement, in: frame, "a statement kbcov does not follow; the constraints it changes are not imported")
        }
    }

    private func executeExpression(_ expression: ExprSyntax, in frame: Frame) {
        if let condition = expression.as(IfExprSyntax.self) {
            runIf(condition, in: frame)
        } else if let assignment = Assignment(expression) {
            assign(assignment, in: frame)
        } else if expression.is(SwitchExprSyntax.self) {
            skip(expression, in: frame, "a switch: kbcov cannot tell which case runs, so the layout in it is not imported")
        } else if case .unreadable(let problem) = evaluate(expression, in: frame) {
            diagnostics.skipped(problem)
        }
    }

    /// `let`/`var` declarations: each name bound to its value; a constraint or object remembers
    /// the first name it gets.
    func declare(_ variable: VariableDeclSyntax, in frame: Frame) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                skip(binding, in: frame, "a pattern binding kbcov does not read; bind one name per 'let'")
                continue
            }
            let value = binding.initializer.map { evaluate($0.value, in: frame) } ?? .opaque
            frame.declare(name, value)
            noteBinding(of: value, to: name, isProperty: false)
        }
    }

    func noteBinding(of value: Value, to name: String, isProperty: Bool) {
        objects.bind(value, toName: name, isProperty: isProperty)
        if case .constraint(let handle) = value, book[handle].bindingName == nil {
            book[handle].bindingName = name
        }
    }

    /// `if let`, `if #available` and `if` with conditions that hold: the body runs. Other
    /// conditions cannot be decided, so neither branch is imported.
    private func runIf(_ condition: IfExprSyntax, in frame: Frame) {
        // A condition on a value the code gives (`if enclosingAnchors`, a helper's argument).
        if condition.conditions.count == 1, case .expression(let test) = condition.conditions.first?.condition,
           case .bool(let holds) = evaluate(test, in: frame) {
            if holds {
                frame.inScope { execute(condition.body.statements, in: frame) }
            } else if case .ifExpr(let next) = condition.elseBody {
                runIf(next, in: frame)
            } else if case .codeBlock(let block) = condition.elseBody {
                frame.inScope { execute(block.statements, in: frame) }
            }
            return
        }
        frame.inScope {
            if bindConditions(condition.conditions, in: frame) {
                execute(condition.body.statements, in: frame)
                if let elseBody = condition.elseBody {
                    skip(elseBody, in: frame, "the else branch of a condition kbcov takes as holding; the layout in it is not imported")
                }
            } else {
                skip(condition, in: frame, "a condition kbcov cannot decide; the layout in either branch is not imported")
            }
        }
    }

    /// Binds optional bindings and reports whether every condition is one kbcov takes as true
    /// (a binding or an availability check).
    private func bindConditions(_ conditions: ConditionElementListSyntax, in frame: Frame) -> Bool {
        var allHold = true
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer.map { evaluate($0.value, in: frame) } ?? nameValue(name, at: binding, in: frame)
                frame.declare(name, value)
                noteBinding(of: value, to: name, isProperty: false)
            case .availability:
                continue
            default:
                allHold = false
            }
        }
        return allHold
    }

    /// `for x in [a, b] { … }`: the body once per element of a list kbcov can read; also
    /// `for (index, x) in list.enumerated()` and `for (key, value) in dictionary` (in key order).
    private func runLoop(_ loop: ForStmtSyntax, in frame: Frame) {
        guard loop.whereClause == nil, let rows = loopRows(loop, in: frame) else {
            skip(loop, in: frame, "a loop over values kbcov cannot list; the layout in it is not imported")
            return
        }
        for row in rows {
            frame.inScope {
                for (name, value) in row { frame.declare(name, value) }
                execute(loop.body.statements, in: frame)
            }
        }
    }

    /// The names each pass of a loop binds, with their values; `nil` when kbcov cannot list them.
    private func loopRows(_ loop: ForStmtSyntax, in frame: Frame) -> [[(String, Value)]]? {
        if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            guard case .list(let elements) = evaluate(loop.sequence, in: frame) else { return nil }
            return elements.map { [(name, $0)] }
        }
        guard let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2 else { return nil }
        let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_" }
        let pairs: [(Value, Value)]
        if let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
           let base = member.base {
            guard case .list(let elements) = evaluate(base, in: frame) else { return nil }
            pairs = elements.enumerated().map { (.number(.number(Rational($0.offset))), $0.element) }
        } else if case .dictionary(let entries) = evaluate(loop.sequence, in: frame) {
            pairs = entries.keys.sorted().compactMap { key in entries[key].map { (.string(key), $0) } }
        } else {
            return nil
        }
        return pairs.map { pair in zip(names, [pair.0, pair.1]).filter { $0.0 != "_" } }
    }
}
