import Foundation
import LayoutAnalysis
import LayoutSpec

/// The `kbcov-report/1` document (Documentation/schemas/kbcov-report-1.schema.json): a run's
/// results as every reporter reads them. Built from a run, or read back from a JSON report
/// (saved, or merged from shards), it renders to the same bytes either way.
public struct ReportDocument: Hashable, Sendable {
    public static let schema = "kbcov-report/1"

    /// The tool version and date the reports print.
    public var context: ReportContext
    public var specs: [SpecReport]
    /// The inputs given but not analysed (no screen, nothing to analyse), each once: never clean.
    public var skipped: [SkippedInput]

    public init(context: ReportContext, specs: [SpecReport], skipped: [SkippedInput] = []) {
        self.context = context
        self.specs = specs
        self.skipped = skipped
    }

    public init(run: CoverageRun, context: ReportContext) {
        self.init(context: context, specs: run.specs.map(SpecReport.init), skipped: run.skipped)
    }

    /// Every finding of every spec, those about a whole spec included, as the summaries count them.
    public var findingCount: Int { specs.reduce(0) { $0 + $1.summary.findingCount } }

    /// Some state was cut off by the time budget: the run is incomplete (exit code 4).
    public var ranOutOfTime: Bool { specs.contains { $0.states.contains { $0.findings.contains(where: \.isTimeBudgetUnknown) } } }

    /// The JSON report, written by the byte-stable writer.
    public func json() -> String {
        // Every member is a string, number, boolean or container of them: encoding cannot fail.
        ((try? JSONValueEncoder.encode(self)) ?? .null).serialized()
    }
}

extension ReportDocument: Codable {
    private enum CodingKeys: String, CodingKey { case schema, tool, specs, skipped }
    private enum ToolKeys: String, CodingKey { case name, version, date }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try container.decode(String.self, forKey: .schema)
        guard schema == Self.schema else {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: container, debugDescription: "Expected '\(Self.schema)', found '\(schema)'")
        }
        let tool = try container.nestedContainer(keyedBy: ToolKeys.self, forKey: .tool)
        context = ReportContext(
            toolVersion: try tool.decode(String.self, forKey: .version), date: try tool.decodeIfPresent(String.self, forKey: .date))
        specs = try container.decode([SpecReport].self, forKey: .specs)
        skipped = try container.decodeIfPresent([CodableSkippedInput].self, forKey: .skipped)?.map(\.input) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schema, forKey: .schema)
        var tool = container.nestedContainer(keyedBy: ToolKeys.self, forKey: .tool)
        try tool.encode("kbcov", forKey: .name)
        try tool.encode(context.toolVersion, forKey: .version)
        try tool.encodeIfPresent(context.date, forKey: .date)
        try container.encode(specs, forKey: .specs)
        // Written only when an input was not analysed, so reports of fully analysed runs keep their bytes.
        if !skipped.isEmpty { try container.encode(skipped.map(CodableSkippedInput.init), forKey: .skipped) }
    }
}
