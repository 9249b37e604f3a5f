import LayoutAnalysis

/// A SARIF rule kbcov reports under: one per finding kind, and one for inputs not analysed.
struct SARIFRule {
    /// `kbcov.conflict`, `kbcov.offscreen`…: stable.
    var id: String
    var name: String
    var shortDescription: String
    var fullDescription: String
    /// The results' level.
    var level: FindingLevel

    init(kind: FindingKind) {
        let description = kind.described
        self.init(
            id: "kbcov.\(kind.rawValue)", name: description.ruleName, shortDescription: description.shortDescription,
            fullDescription: description.fullDescription, level: description.level)
    }

    private init(id: String, name: String, shortDescription: String, fullDescription: String, level: FindingLevel) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.level = level
    }

    /// An input kbcov was given but did not analyse (`ReportDocument.skipped`).
    static let notAnalysed = SARIFRule(
        id: "kbcov.not-analysed", name: "InputNotAnalysed",
        shortDescription: "An input was not analysed: it holds no screen, or no layout kbcov could read",
        fullDescription: "The input holds views that no analysed view controller places, or no active or tracked constraints kbcov could read; none of its keyboard states was analysed, so it is never reported clean.",
        level: NotAnalysed.level)

    /// A screen analysed without a keyboard handler kbcov found but could not model.
    static let partlyAnalysed = SARIFRule(
        id: "kbcov.partly-analysed", name: "ScreenPartlyAnalysed",
        shortDescription: "A screen was analysed without part of its keyboard handling",
        fullDescription: "kbcov found a keyboard notification handler it could not turn into a rule (a condition it cannot decide, a form it does not read, an observer whose handler it cannot see); the screen's states were analysed without it, so the screen is never reported clean.",
        level: NotAnalysed.level)

    var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("name", .string(name)),
            ("shortDescription", .object([("text", .string(shortDescription))])),
            ("fullDescription", .object([("text", .string(fullDescription))])),
            ("defaultConfiguration", .object([("level", .string(level.rawValue))])),
        ])
    }
}
