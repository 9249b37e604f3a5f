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
                if case .statements(let compiled)? = declaration.as(IfConfigDeclSyntax.self)?.compiledElements { execute(compiled, in: frame) }
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
            // A guard kbcov decides false returns through its else; any other is taken as holding.
            if case .decided(false) = bindConditions(guardStatement.conditions, in: frame),
               guardStatement.body.statements.last?.item.is(ReturnStmtSyntax.self) == true {
                frame.inScope { execute(guardStatement.body.statements, in: frame) }
            }
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
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            runSwitch(switchExpression, in: frame)
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

    /// `if let`, `if #available` and `if` with conditions that hold: the body runs; a condition
    /// kbcov decides false runs the else branch; a notification's name, each branch
    /// (`NotificationNameTest`). Other conditions cannot be decided, so neither branch is imported.
    private func runIf(_ condition: IfExprSyntax, in frame: Frame) {
        if NotificationNameTest(condition.conditions) != nil {
            frame.inScope { execute(condition.body.statements, in: frame) }
            runElse(of: condition, in: frame)
            return
        }
        frame.inScope {
            switch bindConditions(condition.conditions, in: frame) {
            case .decided(true):
                execute(condition.body.statements, in: frame)
            case .decided(false):
                runElse(of: condition, in: frame)
            case .takenAsHolding:
                execute(condition.body.statements, in: frame)
                if let elseBody = condition.elseBody {
                    skip(elseBody, in: frame, "the else branch of a condition kbcov takes as holding; the layout in it is not imported")
                }
            case .undecided:
                skip(condition, in: frame, "a condition kbcov cannot decide; the layout in either branch is not imported")
            }
        }
    }

    private func runElse(of condition: IfExprSyntax, in frame: Frame) {
        if case .ifExpr(let next) = condition.elseBody {
            runIf(next, in: frame)
        } else if case .codeBlock(let block) = condition.elseBody {
            frame.inScope { execute(block.statements, in: frame) }
        }
    }

    /// What kbcov knows of an `if`'s conditions.
    private enum Conditions {
        /// Every condition is a value the code gives (`if enclosingAnchors`, `label.superview == nil`).
        case decided(Bool)
        /// Bindings and availability checks, which kbcov takes as holding, and values that hold.
        case takenAsHolding
        case undecided
    }

    /// Binds optional bindings and tells what kbcov knows of the conditions: one that is false
    /// (or a binding of `nil`) decides them all; other bindings and availability checks are taken
    /// as holding.
    private func bindConditions(_ conditions: ConditionElementListSyntax, in frame: Frame) -> Conditions {
        var anyFalse = false, anyUndecided = false, anyTakenAsHolding = false
        for element in conditions {
            switch element.condition {
            case .expression(let test) where Self.testsRootViewOrigin(test):
                anyTakenAsHolding = true
            case .expression(let test):
                switch evaluate(test, in: frame) {
                case .bool(let holds): anyFalse = anyFalse || !holds
                default: anyUndecided = true
                }
            case .optionalBinding(let binding):
                anyTakenAsHolding = true
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer.map { evaluate($0.value, in: frame) } ?? nameValue(name, at: binding, in: frame)
                if case .nothing = value { anyFalse = true; continue }
                frame.declare(name, value)
                noteBinding(of: value, to: name, isProperty: false)
            case .availability:
                anyTakenAsHolding = true
            default:
                anyUndecided = true
            }
        }
        if anyFalse { return .decided(false) }
        if anyUndecided { return .undecided }
        return anyTakenAsHolding ? .takenAsHolding : .decided(true)
    }

    /// `for x in [a, b] { … }`: the body once per element of a list kbcov can read; also
    /// `for (index, x) in list.enumerated()` and `for (key, value) in dictionary` (in key order).
    private func runLoop(_ loop: ForStmtSyntax, in frame: Frame) {
        guard loop.whereClause == nil, let rows = loopRows(loop, in: frame) else {
            guard isRelevant(loop.body, in: frame), !runRepresentativePass(loop, in: frame) else { return }
            skip(loop, in: frame, "a loop over values kbcov cannot list; the layout in it is not imported")
            return
        }
        // An empty list the code did not write out (`var paths: [CGPath] = []` of a model or of the
        // screen) is the value before the app fills it: a loop that makes a view per value is
        // read as one pass, as over values kbcov cannot list.
        if rows.isEmpty, !loop.sequence.is(ArrayExprSyntax.self), runRepresentativePass(loop, in: frame) { return }
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
