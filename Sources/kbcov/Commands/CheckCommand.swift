import ArgumentParser
import LayoutSpec
import Reporters

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Analyse specs in every keyboard state and report the findings.")

    @OptionGroup var analysis: AnalysisOptionGroup

    @Option(help: "The report's format. Default: .kbcov.yml's format, else text.")
    var format: ReportFormat?

    @Option(help: "Report only findings that are not in this baseline file, and list the ones fixed since; exit 1 only for new findings.")
    var baseline: String?

    @Option(help: "Write the report to this file (atomically: a killed run never leaves half a report) instead of standard output.")
    var output: String?

    @Option(help: "Record every finding of this run in a baseline file (and exit 0).")
    var writeBaseline: String?

    @Option(help: "Which findings give exit code 1: all (default), or keyboard — only those the keyboard causes, not those that also hold with the keyboard hidden.")
    var failOn: FailureScope = .all

    @Option(help: "Render a saved or merged JSON report (kbcov check --format json, kbcov merge) in --format instead of analysing.")
    var from: String?

    func validate() throws {
        guard from == nil || (baseline == nil && writeBaseline == nil && analysis.paths.isEmpty && analysis.shard == nil && analysis.timeBudget == nil)
        else {
            throw ValidationError("--from renders a saved report: it takes no specs, --shard, --time-budget, --baseline or --write-baseline")
        }
    }

    func run() throws {
        let configuration: ProjectConfiguration?
        switch Inputs.configuration() {
        case .failure(let failure): throw failure.report().code
        case .success(let found): configuration = found
        }
        guard let chosen = format ?? Inputs.configuredFormat(configuration) else { throw KbcovExit.inputError.code }
        if let from {
            throw SavedReportFrontend(path: from).check(format: chosen, output: output, failOn: failOn).code
        }
        throw CheckFrontend(
            runner: try analysis.runner(configuration), format: chosen, toolVersion: analysis.toolVersion,
            baselinePath: baseline ?? (writeBaseline == nil ? configuration?.baseline : nil), writeBaselinePath: writeBaseline,
            outputPath: output, failOn: failOn
        ).run().code
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailureScope: ExpressibleByArgument {}
