/// A token of a constraint rule, with its offset (in characters) from the rule's start.
struct RuleToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(String)
        case relation(Relation)
        case symbol(Character)
        case end
    }

    var kind: Kind
    var offset: Int
}

struct RuleSyntaxError: Error, Equatable {
    var offset: Int
    var message: String
}

enum RuleLexer {
    static func tokens(_ text: String) -> Result<[RuleToken], RuleSyntaxError> {
        let characters = Array(text)
        var tokens: [RuleToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character.isLetter || character == "_" {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                tokens.append(RuleToken(kind: .identifier(String(characters[start..<index])), offset: start))
            } else if character.isNumber {
                let start = index
                while index < characters.count, characters[index].isNumber || characters[index] == "." {
                    index += 1
                }
                if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                    index += 1
                    if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
                    while index < characters.count, characters[index].isNumber { index += 1 }
                }
                tokens.append(RuleToken(kind: .number(String(characters[start..<index])), offset: start))
            } else if "=<>".contains(character) {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                guard next == "=" else {
                    return .failure(RuleSyntaxError(offset: index, message: "expected a relation: ==, <= or >="))
                }
                let relation: Relation = character == "=" ? .equal : character == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                tokens.append(RuleToken(kind: .relation(relation), offset: index))
                index += 2
            } else if "+-*/().@".contains(character) {
                tokens.append(RuleToken(kind: .symbol(character), offset: index))
                index += 1
            } else {
                return .failure(RuleSyntaxError(offset: index, message: "unexpected character '\(character)' in a rule"))
            }
        }
        tokens.append(RuleToken(kind: .end, offset: characters.count))
        return .success(tokens)
    }
}
