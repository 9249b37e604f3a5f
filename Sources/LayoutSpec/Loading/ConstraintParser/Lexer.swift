/// Splits a rule such as `toolbar.bottom <= keyboard.top - 8 @ high` into tokens.
enum RuleLexer {
    static func tokens(of text: String) -> Result<[RuleToken], RuleProblem> {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= InputLimits.longestRule else {
            return .failure(RuleProblem(code: .inputTooLarge, offset: 0,
                                        message: "expected a rule of at most \(InputLimits.longestRule) characters; found \(scalars.count)"))
        }
        var tokens: [RuleToken] = []
        var index = 0
        func token(_ kind: RuleToken.Kind, from start: Int) {
            tokens.append(RuleToken(kind: kind, text: String(String.UnicodeScalarView(scalars[start..<index])), offset: start))
        }
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if isIdentifierStart(scalar) {
                while index < scalars.count, isIdentifierStart(scalars[index]) || isDigit(scalars[index]) { index += 1 }
                token(.identifier, from: start)
            } else if isDigit(scalar) || (scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                if index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
                    index += 1
                    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                }
                token(.number, from: start)
            } else if "=<>".unicodeScalars.contains(scalar) {
                guard index + 1 < scalars.count, scalars[index + 1] == "=" else {
                    let wanted = scalar == "=" ? "==" : "\(scalar)="
                    return .failure(RuleProblem(code: .ruleSyntax, offset: start,
                                                message: "expected a relation '==', '<=' or '>=' (here probably '\(wanted)'); found '\(scalar)'"))
                }
                index += 2
                token(.symbol, from: start)
            } else if "+-*/().@".unicodeScalars.contains(scalar) {
                index += 1
                token(.symbol, from: start)
            } else {
                return .failure(RuleProblem(code: .ruleSyntax, offset: start,
                                            message: "unexpected character '\(scalar)'; expected anchors such as 'toolbar.top', numbers, '+', '-', '*', '/', a relation or '@'"))
            }
        }
        tokens.append(RuleToken(kind: .end, text: "", offset: scalars.count))
        return .success(tokens)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
