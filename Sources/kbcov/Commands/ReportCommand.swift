import ArgumentParser
import Reporters

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Analyse specs and write HTML and Markdown reports: index.html, index.md and a page per spec.")

    @OptionGroup var analysis: AnalysisOptionGroup

    @Option(help: "The folder to write the pages into.")
    var out: String

    @Option(help: "A date (YYYY-MM-DD) to print in the pages; none by default, so unchanged results give unchanged files.")
    var date: String?

    @Option(help: "Write the pages of a saved or merged JSON report (kbcov check --format json, kbcov merge) instead of analysing.")
    var from: String?

    func validate() throws {
        guard from == nil || (analysis.paths.isEmpty && analysis.shard == nil && analysis.timeBudget == nil) else {
            throw ValidationError("--from writes the pages of a saved report: it takes no specs, --shard or --time-budget")
        }
    }

    func run() throws {
        if let from {
            throw SavedReportFrontend(path: from).writePages(to: out, date: date).code
        }
        let context = ReportContext(toolVersion: analysis.toolVersion, date: date)
        switch Inputs.configuration() {
        case .failure(let failure): throw failure.report().code
        case .success(let configuration):
            throw ReportFrontend(runner: try analysis.runner(configuration), outputFolder: out, context: context).run().code
        }
    }
}
