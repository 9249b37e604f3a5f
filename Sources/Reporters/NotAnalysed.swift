import LayoutAnalysis
import LayoutSpec

/// How every report shows the inputs a run did not analyse (`ReportDocument.skipped`): listed
/// with their reason, and counted in the summary, so a file that is no screen never reads as clean.
enum NotAnalysed {
    /// SARIF's and GitHub's level: a gap to look at, like a layout defect.
    static let level = FindingLevel.warning

    /// `not analysed: not a screen: message`, under the input's path and name.
    static func reason(_ input: SkippedInput) -> String {
        "not analysed: \(input.reason.phrase): \(input.message)"
    }

    /// `Name: not a screen: message`.
    static func described(_ input: SkippedInput) -> String {
        "\(input.name): \(input.reason.phrase): \(input.message)"
    }

    /// `path:line:column: Name: not a screen: message`.
    static func line(_ input: SkippedInput) -> String {
        "\(input.location): \(described(input))"
    }

    /// `2 inputs not analysed`, or `nil` when every input was analysed.
    static func count(_ document: ReportDocument) -> String? {
        document.skipped.isEmpty ? nil : "\(counted(document.skipped.count, "input")) not analysed"
    }

    /// `, 2 inputs not analysed`, or nothing.
    static func summarySuffix(_ document: ReportDocument) -> String {
        count(document).map { ", " + $0 } ?? ""
    }

    /// A Markdown section listing the inputs not analysed, or nothing.
    static func markdownLines(_ document: ReportDocument) -> [String] {
        guard !document.skipped.isEmpty else { return [] }
        return ["", "## Not analysed", ""] + document.skipped.map { "- " + MarkdownText.escaped(line($0)) }
    }
}
