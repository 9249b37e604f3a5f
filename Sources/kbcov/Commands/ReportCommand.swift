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

    func run() throws {
        let context = ReportContext(toolVersion: analysis.toolVersion, date: date)
        switch Inputs.configuration() {
        case .failure(let failure): throw failure.report().code
        case .success(let configuration):
            throw ReportFrontend(runner: analysis.runner(configuration), outputFolder: out, context: context).run().code
        }
    }
}
