import LayoutAnalysis

/// The SARIF rule kbcov reports each finding kind under.
struct SARIFRule {
    var kind: FindingKind

    /// `kbcov.conflict`, `kbcov.offscreen`…: stable, one per kind.
    var id: String { "kbcov.\(kind.rawValue)" }

    var json: JSONValue {
        let description = kind.reportDescription
        return .object([
            ("id", .string(id)),
            ("name", .string(description.ruleName)),
            ("shortDescription", .object([("text", .string(description.shortDescription))])),
            ("fullDescription", .object([("text", .string(description.fullDescription))])),
            ("defaultConfiguration", .object([("level", .string(description.level))])),
        ])
    }
}
