import LayoutAnalysis

/// A spec's counts: states, reachable and clean states, findings by kind. Computed once per spec,
/// from its states, and read by every reporter. They count findings as reports show them
/// (`StateReport.reportedFindings`): the keyboard's in each state, the layout's once per
/// environment, in its hidden-keyboard state — so a title too long for any window does not make
/// every state of the screen unclean.
public struct ReportSummary: Hashable, Sendable {
    public var states: Int
    public var reachable: Int
    public var clean: Int
    /// Every kind, zero included.
    public var findings: [FindingKind: Int]

    public init(states: [StateReport], specFindings: [Finding]) {
        self.states = states.count
        reachable = states.filter(\.isReachable).count
        clean = states.filter(\.isClean).count
        var findings = Dictionary(uniqueKeysWithValues: FindingKind.allCases.map { ($0, 0) })
        for finding in specFindings + states.flatMap(\.reportedFindings) { findings[finding.kind, default: 0] += 1 }
        self.findings = findings
    }

    public func count(of kind: FindingKind) -> Int { findings[kind] ?? 0 }

    public var findingCount: Int { findings.values.reduce(0, +) }

    /// The counts of several specs together.
    static func total(_ summaries: [ReportSummary]) -> ReportSummary {
        var total = ReportSummary(states: [], specFindings: [])
        for summary in summaries {
            total.states += summary.states
            total.reachable += summary.reachable
            total.clean += summary.clean
            for (kind, count) in summary.findings { total.findings[kind, default: 0] += count }
        }
        return total
    }
}

extension ReportSummary: Codable {
    private enum CodingKeys: String, CodingKey { case states, reachable, clean, findings }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        states = try container.decode(Int.self, forKey: .states)
        reachable = try container.decode(Int.self, forKey: .reachable)
        clean = try container.decode(Int.self, forKey: .clean)
        let kinds = try container.nestedContainer(keyedBy: FindingKindKey.self, forKey: .findings)
        var findings: [FindingKind: Int] = [:]
        for kind in FindingKind.allCases {
            // `drift` and `moved` were added compatibly: a report written before them has none.
            findings[kind] = [.drift, .moved].contains(kind) ? try kinds.decodeIfPresent(Int.self, forKey: FindingKindKey(kind)) ?? 0
                : try kinds.decode(Int.self, forKey: FindingKindKey(kind))
        }
        self.findings = findings
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(states, forKey: .states)
        try container.encode(reachable, forKey: .reachable)
        try container.encode(clean, forKey: .clean)
        var kinds = container.nestedContainer(keyedBy: FindingKindKey.self, forKey: .findings)
        for kind in FindingKind.allCases { try kinds.encode(count(of: kind), forKey: FindingKindKey(kind)) }
    }
}

private struct FindingKindKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ kind: FindingKind) { stringValue = kind.rawValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
