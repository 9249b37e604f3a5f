/// A token of a rule, with its offset (in Unicode scalars) from the start of the rule text.
struct RuleToken: Equatable {
    enum Kind: Equatable {
        case identifier
        case number
        /// `== <= >= + - * / ( ) . @`
        case symbol
        case end
    }

    var kind: Kind
    var text: String
    var offset: Int

    /// How the token reads in a message.
    var quoted: String { kind == .end ? "the end of the rule" : "'\(text)'" }
}

/// A problem in a rule, at an offset into the rule text.
struct RuleProblem: Error, Equatable {
    var code: Diagnostic.Code
    var offset: Int
    var message: String
}
