import ArgumentParser
import Reporters

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Analyse specs in every keyboard state and report the findings.")

    @OptionGroup var analysis: AnalysisOptionGroup

    @Option(help: "One of: \(Reporters.all.map(\.name).joined(separator: ", ")).")
    var format: String = "text"

    func run() throws {
        throw CheckFrontend(runner: analysis.runner, format: format, toolVersion: analysis.toolVersion).run().code
    }
}
