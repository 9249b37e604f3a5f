/// What `kbcov why` answers: the states where a constraint or an item is part of a finding, or
/// one state in full.
public enum WhyAnswer: TextOrJSONDocument {
    case subject(SubjectExplanation)
    case state(StateExplanation)

    func text() -> String {
        switch self {
        case .subject(let explanation): explanation.text()
        case .state(let explanation): explanation.text()
        }
    }

    func json() -> String {
        switch self {
        case .subject(let explanation): explanation.json()
        case .state(let explanation): explanation.json()
        }
    }
}

/// `kbcov why --format`: the terminal's text, or the `kbcov-why/1` JSON document
/// (Documentation/schemas/kbcov-why-1.schema.json).
public enum WhyFormat: String, DocumentFormat {
    case text, json

    public var renderer: any Renderer<WhyAnswer> { TextOrJSONRenderer(isJSON: self == .json) }
}
