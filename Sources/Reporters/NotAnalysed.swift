import LayoutAnalysis
import LayoutSpec

/// How every report shows the inputs a run did not analyse, or analysed only in part
/// (`ReportDocument.skipped`): listed with their reason, and counted in the summary, so a file
/// that is no screen, or a screen whose keyboard handler kbcov could not model, never reads as clean.
enum NotAnalysed {
    /// SARIF's and GitHub's level: a gap to look at, like a layout defect.
    static let level = FindingLevel.warning

    /// `not analysed: not a screen: message`, or `partly analysed: message`.
    static func reason(_ input: SkippedInput) -> String {
        input.reason == .partlyAnalysed ? "\(input.reason.phrase): \(input.message)" : "not analysed: \(input.reason.phrase): \(input.message)"
    }

    /// `Name: not a screen: message`.
    static func described(_ input: SkippedInput) -> String {
        "\(input.name): \(input.reason.phrase): \(input.message)"
    }

    /// `path:line:column: Name: not a screen: message`.
    static func line(_ input: SkippedInput) -> String {
        "\(input.location): \(described(input))"
    }

    /// `2 inputs not analysed, 1 screen partly analysed`, or `nil` when every input was analysed in full.
    static func count(_ document: ReportDocument) -> String? {
        let partly = partlyAnalysed(document).count
        let counts = [
            notAnalysed(document).isEmpty ? nil : "\(counted(notAnalysed(document).count, "input")) not analysed",
            partly == 0 ? nil : "\(counted(partly, "screen")) partly analysed",
        ].compactMap { $0 }
        return counts.isEmpty ? nil : counts.joined(separator: ", ")
    }

    /// `, 2 inputs not analysed`, or nothing.
    static func summarySuffix(_ document: ReportDocument) -> String {
        count(document).map { ", " + $0 } ?? ""
    }

    /// The inputs with no result of their own.
    static func notAnalysed(_ document: ReportDocument) -> [SkippedInput] {
        document.skipped.filter { $0.reason != .partlyAnalysed }
    }

    /// The screens analysed without part of their keyboard handling.
    static func partlyAnalysed(_ document: ReportDocument) -> [SkippedInput] {
        document.skipped.filter { $0.reason == .partlyAnalysed }
    }

    /// The sections listing them, titled `Not analysed` and `Partly analysed`, with each entry's line.
    static func sections(_ document: ReportDocument) -> [(title: String, anchor: String, entries: [String])] {
        [("Not analysed", "not-analysed", notAnalysed(document)), ("Partly analysed", "partly-analysed", partlyAnalysed(document))]
            .filter { !$0.2.isEmpty }
            .map { ($0.0, $0.1, $0.2.map(line)) }
    }

    /// A Markdown section listing the inputs not analysed, or nothing.
    static func markdownLines(_ document: ReportDocument) -> [String] {
        sections(document).flatMap { section in ["", "## \(section.title)", ""] + section.entries.map { "- " + MarkdownText.escaped($0) } }
    }
}
