import ExactGeometry

/// A recursive-descent parser for `lhs (== | <= | >=) rhs [@ priority]`, where each side is a
/// linear expression of `item.anchor` terms, numbers and `system`.
///
///     rule    := sum relation sum ('@' priority)? end
///     sum     := product (('+' | '-') product)*
///     product := unary (('*' | '/') unary)*
///     unary   := ('-' | '+') unary | primary
///     primary := number | 'system' | identifier '.' identifier | '(' sum ')'
struct RuleParser {
    private let tokens: [RuleToken]
    private var position = 0
    private var writtenAnchors: [WrittenAnchor] = []
    private var problems: [RuleProblem] = []
    /// Parentheses and signs open around the current token: bounded, since each is a recursion.
    private var nesting = 0

    /// The rule, or the first problem that stopped the parse.
    static func parse(_ text: String) -> Result<ParsedRule, RuleProblem> {
        parsing(text) { try $0.rule() }
    }

    /// A linear expression alone (`sum end`: a keyboard inset's value), with the problems the parse went on after.
    static func parseExpression(_ text: String) -> Result<(side: RuleSide, problems: [RuleProblem]), RuleProblem> {
        parsing(text) { try $0.expression() }
    }

    private static func parsing<Parsed>(_ text: String, _ parse: (inout RuleParser) throws -> Parsed) -> Result<Parsed, RuleProblem> {
        switch RuleLexer.tokens(of: text) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let tokens):
            var parser = RuleParser(tokens: tokens)
            return Result { try parse(&parser) }.mapError { $0 as? RuleProblem ?? RuleProblem(code: .ruleSyntax, offset: 0, message: "\($0)") }
        }
    }

    private init(tokens: [RuleToken]) { self.tokens = tokens }

    private mutating func expression() throws -> (side: RuleSide, problems: [RuleProblem]) {
        if current.kind == .end {
            throw RuleProblem(code: .ruleSyntax, offset: 0, message: "expected an expression such as 'keyboardFrame.height'; found nothing")
        }
        let side = try sum()
        guard current.kind == .end else {
            throw RuleProblem(code: .ruleSyntax, offset: current.offset, message: "expected '+', '-', '*', '/' or the end of the expression; found \(current.quoted)")
        }
        checkPlausible(side)
        return (side, problems)
    }

    private var current: RuleToken { tokens[position] }

    private mutating func advance() -> RuleToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private func isSymbol(_ text: String) -> Bool { current.kind == .symbol && current.text == text }

    private mutating func rule() throws -> ParsedRule {
        if current.kind == .end {
            throw RuleProblem(code: .ruleSyntax, offset: 0, message: "expected a rule such as 'toolbar.height == 44'; found an empty rule")
        }
        let lhs = try sum()
        guard current.kind == .symbol, let relation = Relation(rawValue: current.text) else {
            throw RuleProblem(code: .ruleSyntax, offset: current.offset,
                              message: "expected a relation '==', '<=' or '>='; found \(current.quoted)")
        }
        _ = advance()
        let rhs = try sum()
        var priority = Priority.required
        if isSymbol("@") {
            _ = advance()
            priority = try priorityValue()
        }
        guard current.kind == .end else {
            let expected = isSymbol("==") || isSymbol("<=") || isSymbol(">=")
                ? "a single relation per rule" : "'+', '-', '*', '/', '@ priority' or the end of the rule"
            throw RuleProblem(code: .ruleSyntax, offset: current.offset, message: "expected \(expected); found \(current.quoted)")
        }
        checkPlausible(lhs)
        checkPlausible(rhs)
        return ParsedRule(lhs: lhs, relation: relation, rhs: rhs, priority: priority,
                          writtenAnchors: writtenAnchors, problems: problems)
    }

    private mutating func priorityValue() throws -> Priority {
        let start = current
        var text = ""
        if isSymbol("-") || isSymbol("+") { text = advance().text }
        guard current.kind == .identifier || current.kind == .number else {
            throw RuleProblem(code: .ruleSyntax, offset: current.offset,
                              message: "expected \(PriorityText.expected) after '@'; found \(current.quoted)")
        }
        text += advance().text
        switch PriorityText.parse(text) {
        case .success(let priority):
            return priority
        case .failure(let problem):
            throw RuleProblem(code: problem.code, offset: start.offset, message: problem.message)
        }
    }

    private mutating func sum() throws -> RuleSide {
        var result = try product()
        while isSymbol("+") || isSymbol("-") {
            let sign: Rational = advance().text == "+" ? 1 : -1
            result = result.adding(try product(), sign: sign)
        }
        return result
    }

    private mutating func product() throws -> RuleSide {
        var result = try unary()
        while isSymbol("*") || isSymbol("/") {
            let operation = advance()
            let operand = try unary()
            if operation.text == "*" {
                switch (result.isConstant, operand.isConstant) {
                case (true, _): result = operand.scaled(by: result.constant).startingAt(result.offset)
                case (_, true): result = result.scaled(by: operand.constant)
                case (false, false):
                    throw RuleProblem(code: .unsupportedConstruct, offset: operation.offset,
                                      message: "expected a linear expression; '*' here multiplies an anchor by an anchor, but a constraint can only scale an anchor by a number")
                }
            } else {
                guard operand.isConstant else {
                    throw RuleProblem(code: .unsupportedConstruct, offset: operand.offset,
                                      message: "expected a number to divide by; a constraint cannot divide by an anchor")
                }
                guard let quotient = result.dividing(by: operand.constant) else {
                    throw RuleProblem(code: .invalidNumber, offset: operand.offset, message: "expected a divisor other than zero")
                }
                result = quotient
            }
        }
        return result
    }

    private mutating func unary() throws -> RuleSide {
        if isSymbol("-") || isSymbol("+") {
            let sign = advance()
            try enterNesting(at: sign)
            defer { nesting -= 1 }
            let operand = try unary()
            return (sign.text == "-" ? operand.scaled(by: -1) : operand).startingAt(sign.offset)
        }
        return try primary()
    }

    private mutating func primary() throws -> RuleSide {
        let token = advance()
        switch token.kind {
        case .number:
            guard let value = Rational(exactly: token.text) else {
                throw RuleProblem(code: .invalidNumber, offset: token.offset, message: "expected a number; found '\(token.text)'")
            }
            if value > NumberLimits.largestLength {
                problems.append(RuleProblem(code: .invalidNumber, offset: token.offset,
                                            message: "expected a number of at most \(NumberLimits.largestLength); found \(token.text)"))
            }
            return .constant(value, at: token.offset)
        case .identifier:
            return try itemOrWord(token)
        case .symbol where token.text == "(":
            try enterNesting(at: token)
            defer { nesting -= 1 }
            let inner = try sum()
            guard isSymbol(")") else {
                throw RuleProblem(code: .ruleSyntax, offset: current.offset, message: "expected ')'; found \(current.quoted)")
            }
            _ = advance()
            return inner.startingAt(token.offset)
        case .symbol where token.text == "." && current.kind == .identifier && NumberLimits.isNonFiniteWord(current.text):
            throw RuleProblem(code: .invalidNumber, offset: token.offset, message: "expected a finite number; found '.\(current.text)'")
        default:
            throw RuleProblem(code: .ruleSyntax, offset: token.offset,
                              message: "expected an anchor such as 'toolbar.top', a number or 'system'; found \(token.quoted)")
        }
    }

    private mutating func enterNesting(at token: RuleToken) throws {
        nesting += 1
        guard nesting <= InputLimits.deepestRuleNesting else {
            throw RuleProblem(code: .inputTooLarge, offset: token.offset,
                              message: "expected at most \(InputLimits.deepestRuleNesting) parentheses and signs nested in a rule; found more")
        }
    }

    private mutating func itemOrWord(_ item: RuleToken) throws -> RuleSide {
        guard isSymbol(".") else {
            if item.text == "system" { return .constant(UIKitSpacing.system, at: item.offset) }
            if NumberLimits.isNonFiniteWord(item.text) {
                throw RuleProblem(code: .invalidNumber, offset: item.offset, message: "expected a finite number; found '\(item.text)'")
            }
            throw RuleProblem(code: .ruleSyntax, offset: item.offset,
                              message: "expected an anchor such as '\(item.text).top' (item.anchor), a number or 'system'; found '\(item.text)' alone")
        }
        _ = advance()
        guard current.kind == .identifier else {
            throw RuleProblem(code: .ruleSyntax, offset: current.offset,
                              message: "expected an anchor after '\(item.text).': \(RuleParser.anchorList); found \(current.quoted)")
        }
        let name = advance()
        let anchor = Anchor(rawValue: name.text)
        if anchor == nil {
            let suggestion = ClosestName.suggestion(for: name.text, among: Anchor.allCases.map(\.rawValue))
            problems.append(RuleProblem(code: .unknownAnchor, offset: name.offset,
                                        message: "unknown anchor '\(name.text)'\(suggestion); expected \(RuleParser.anchorList)"))
        }
        let written = WrittenAnchor(item: item.text, itemOffset: item.offset, anchorName: name.text,
                                    anchorOffset: name.offset, anchor: anchor)
        writtenAnchors.append(written)
        return .anchor(written)
    }

    static let anchorList = Anchor.allCases.map(\.rawValue).joined(separator: ", ")

    /// Multipliers above 1000 and constants above 100 000 points are mistakes, even when each
    /// number written is plausible on its own (`1000 * 1000`).
    private mutating func checkPlausible(_ side: RuleSide) {
        for term in side.terms where term.coefficient.magnitude > NumberLimits.largestMultiplier {
            problems.append(RuleProblem(code: .invalidNumber, offset: term.written.itemOffset,
                                        message: "expected a multiplier of at most \(NumberLimits.largestMultiplier) for '\(term.written.key)'; found \(term.coefficient.decimalString(maximumFractionDigits: 6))"))
        }
        if side.constant.magnitude > NumberLimits.largestLength, !problems.contains(where: { $0.code == .invalidNumber }) {
            problems.append(RuleProblem(code: .invalidNumber, offset: side.offset,
                                        message: "expected a constant of at most \(NumberLimits.largestLength) points; this side adds up to \(side.constant.decimalString(maximumFractionDigits: 6))"))
        }
    }
}

private extension RuleSide {
    func startingAt(_ offset: Int) -> RuleSide {
        var side = self
        side.offset = offset
        return side
    }

    func dividing(by divisor: Rational) -> RuleSide? {
        guard let factor = Rational.one.divided(by: divisor) else { return nil }
        return scaled(by: factor)
    }
}
