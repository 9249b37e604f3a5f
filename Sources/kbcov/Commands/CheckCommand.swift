import ArgumentParser
import Reporters

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Analyse specs in every keyboard state and report the findings.")

    @OptionGroup var analysis: AnalysisOptionGroup

    @Option(help: "One of: \(Reporters.all.map(\.name).joined(separator: ", ")).")
    var format: String = "text"

    @Option(help: "Report only findings that are not in this baseline file, and list the ones fixed since; exit 1 only for new findings.")
    var baseline: String?

    @Option(help: "Record every finding of this run in a baseline file (and exit 0).")
    var writeBaseline: String?

    func run() throws {
        throw CheckFrontend(
            runner: analysis.runner, format: format, toolVersion: analysis.toolVersion,
            baselinePath: baseline, writeBaselinePath: writeBaseline
        ).run().code
    }
}
