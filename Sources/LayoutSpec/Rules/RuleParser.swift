import ExactGeometry

/// `item.anchor` as written, with where each half is, before the names are checked.
struct WrittenAnchor: Equatable {
    var item: String
    var itemOffset: Int
    var anchor: String
    var anchorOffset: Int
}

/// A linear combination of written anchors and a constant.
struct WrittenExpression: Equatable {
    var terms: [(coefficient: Rational, anchor: WrittenAnchor)]
    var constant: Rational
    var offset: Int

    static func == (lhs: WrittenExpression, rhs: WrittenExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.map(\.coefficient) == rhs.terms.map(\.coefficient)
            && lhs.terms.map(\.anchor) == rhs.terms.map(\.anchor)
    }

    var isConstant: Bool { terms.isEmpty }

    func scaled(by factor: Rational) -> WrittenExpression {
        WrittenExpression(terms: terms.map { ($0.coefficient * factor, $0.anchor) }, constant: constant * factor, offset: offset)
    }

    func adding(_ other: WrittenExpression) -> WrittenExpression {
        WrittenExpression(terms: terms + other.terms, constant: constant + other.constant, offset: offset)
    }
}

/// `lhs relation rhs [@ priority]` as written.
struct WrittenRule: Equatable {
    var lhs: WrittenExpression
    var relation: Relation
    var rhs: WrittenExpression
    /// The priority's text and offset, when the rule has one.
    var priority: (text: String, offset: Int)?

    static func == (lhs: WrittenRule, rhs: WrittenRule) -> Bool {
        lhs.lhs == rhs.lhs && lhs.relation == rhs.relation && lhs.rhs == rhs.rhs
            && lhs.priority?.text == rhs.priority?.text && lhs.priority?.offset == rhs.priority?.offset
    }
}

/// Recursive descent over a rule's tokens:
///
///     rule   := sum relation sum [ "@" (number | name) ]
///     sum    := product { ("+" | "-") product }
///     product:= unary { ("*" | "/") unary }
///     unary  := "-" unary | number | "system" | name "." name | "(" sum ")"
///
/// Products keep the expression linear: at most one factor may contain an anchor, and a divisor
/// must be a non-zero constant.
struct RuleParser {
    /// Apple's standard spacing between siblings, in points.
    static let systemSpacing: Rational = 8

    private let tokens: [RuleToken]
    private var position = 0

    static func parse(_ text: String) -> Result<WrittenRule, RuleSyntaxError> {
        RuleLexer.tokens(text).flatMap { tokens in
            var parser = RuleParser(tokens: tokens)
            return Result { try parser.rule() }.mapError { $0 as? RuleSyntaxError ?? RuleSyntaxError(offset: 0, message: "\($0)") }
        }
    }

    private init(tokens: [RuleToken]) { self.tokens = tokens }

    private var current: RuleToken { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() -> RuleToken {
        defer { position += 1 }
        return current
    }

    private func failure(_ message: String, at token: RuleToken? = nil) -> RuleSyntaxError {
        RuleSyntaxError(offset: (token ?? current).offset, message: message)
    }

    private mutating func rule() throws -> WrittenRule {
        let lhs = try sum()
        guard case .relation(let relation) = current.kind else {
            throw failure(current.kind == .end ? "expected a relation (==, <= or >=) and a right-hand side" : "expected ==, <= or >= here")
        }
        _ = advance()
        let rhs = try sum()
        var priority: (String, Int)?
        if current.kind == .symbol("@") {
            _ = advance()
            let token = advance()
            switch token.kind {
            case .identifier(let text), .number(let text): priority = (text, token.offset)
            default: throw failure("expected a priority after '@': 1 to 1000 or required, high, low, fittingSize", at: token)
            }
        }
        guard current.kind == .end else { throw failure("unexpected text after the rule") }
        return WrittenRule(lhs: lhs, relation: relation, rhs: rhs, priority: priority)
    }

    private mutating func sum() throws -> WrittenExpression {
        var result = try product()
        while case .symbol(let symbol) = current.kind, symbol == "+" || symbol == "-" {
            _ = advance()
            let next = try product()
            result = result.adding(symbol == "+" ? next : next.scaled(by: -1))
        }
        return result
    }

    private mutating func product() throws -> WrittenExpression {
        var result = try unary()
        while case .symbol(let symbol) = current.kind, symbol == "*" || symbol == "/" {
            let operatorToken = advance()
            let next = try unary()
            if symbol == "*" {
                switch (result.isConstant, next.isConstant) {
                case (true, _): result = next.scaled(by: result.constant).with(offset: result.offset)
                case (false, true): result = result.scaled(by: next.constant)
                case (false, false): throw failure("a rule must be linear: two anchors cannot be multiplied", at: operatorToken)
                }
            } else {
                guard next.isConstant else { throw failure("a rule can only divide by a number", at: operatorToken) }
                guard let inverse = Rational.one.divided(by: next.constant) else {
                    throw failure("division by zero", at: operatorToken)
                }
                result = result.scaled(by: inverse)
            }
        }
        return result
    }

    private mutating func unary() throws -> WrittenExpression {
        let token = advance()
        switch token.kind {
        case .symbol("-"):
            return try unary().scaled(by: -1).with(offset: token.offset)
        case .symbol("("):
            let inner = try sum()
            guard current.kind == .symbol(")") else { throw failure("expected ')'") }
            _ = advance()
            return inner.with(offset: token.offset)
        case .number(let text):
            guard let value = Rational(exactly: text) else { throw failure("'\(text)' is not a number", at: token) }
            return WrittenExpression(terms: [], constant: value, offset: token.offset)
        case .identifier("system"):
            return WrittenExpression(terms: [], constant: RuleParser.systemSpacing, offset: token.offset)
        case .identifier(let item):
            guard current.kind == .symbol(".") else {
                throw failure("expected an anchor such as \(item).top after '\(item)'", at: current)
            }
            _ = advance()
            let anchorToken = advance()
            guard case .identifier(let anchor) = anchorToken.kind else {
                throw failure("expected an anchor name after '\(item).'", at: anchorToken)
            }
            let written = WrittenAnchor(item: item, itemOffset: token.offset, anchor: anchor, anchorOffset: anchorToken.offset)
            return WrittenExpression(terms: [(.one, written)], constant: .zero, offset: token.offset)
        case .end:
            throw failure("the rule ends too early: expected an anchor or a number", at: token)
        default:
            throw failure("expected an anchor (item.anchor), a number or 'system'", at: token)
        }
    }
}

private extension WrittenExpression {
    func with(offset: Int) -> WrittenExpression {
        WrittenExpression(terms: terms, constant: constant, offset: offset)
    }
}
