import LayoutAnalysis
import LayoutSpec

/// How every report shows the inputs a run did not analyse (`CoverageRun.skipped`): listed with
/// their reason, and counted in the summary, so a file that is no screen never reads as clean.
enum NotAnalysed {
    /// `path: Name: not a screen: message`.
    static func line(_ input: SkippedInput) -> String {
        "\(input.location): \(input.name): \(input.reason.phrase): \(input.message)"
    }

    /// `, 2 inputs not analysed`, or nothing.
    static func summarySuffix(_ run: CoverageRun) -> String {
        run.skipped.isEmpty ? "" : ", \(counted(run.skipped.count, "input")) not analysed"
    }

    /// A Markdown section listing the inputs not analysed, or nothing.
    static func markdownLines(_ run: CoverageRun) -> [String] {
        guard !run.skipped.isEmpty else { return [] }
        return ["", "## Not analysed", ""] + run.skipped.map { "- " + MarkdownText.escaped(line($0)) }
    }

    /// The SARIF rule and GitHub title for a skipped input.
    static let ruleID = "kbcov.not-analysed"
    static let ruleName = "InputNotAnalysed"
    static let ruleDescription = "An input was not analysed: it holds no screen, or no layout kbcov could read"
}
