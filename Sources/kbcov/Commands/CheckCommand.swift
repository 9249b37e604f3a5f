import ArgumentParser
import LayoutSpec
import Reporters

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Analyse specs in every keyboard state and report the findings.")

    @OptionGroup var analysis: AnalysisOptionGroup

    @Option(help: "One of: \(Reporters.all.map(\.name).joined(separator: ", ")). Default: .kbcov.yml's format, else text.")
    var format: String?

    @Option(help: "Report only findings that are not in this baseline file, and list the ones fixed since; exit 1 only for new findings.")
    var baseline: String?

    @Option(help: "Write the report to this file (atomically: a killed run never leaves half a report) instead of standard output.")
    var output: String?

    @Option(help: "Record every finding of this run in a baseline file (and exit 0).")
    var writeBaseline: String?

    func run() throws {
        let configuration: ProjectConfiguration?
        switch Inputs.configuration() {
        case .failure(let failure): throw failure.report().code
        case .success(let found): configuration = found
        }
        throw CheckFrontend(
            runner: analysis.runner(configuration), format: format ?? configuration?.format ?? "text",
            toolVersion: analysis.toolVersion,
            baselinePath: baseline ?? (writeBaseline == nil ? configuration?.baseline : nil), writeBaselinePath: writeBaseline,
            outputPath: output
        ).run().code
    }
}
