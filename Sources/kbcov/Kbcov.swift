import ArgumentParser
import Foundation
import LayoutAnalysis

@main
struct Kbcov: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "kbcov",
        abstract: "Find the keyboard states that break an Auto Layout layout.",
        discussion: """
            Exit codes: 0 no findings, 1 findings, 2 usage or input error, 3 internal error,
            4 incomplete: the time budget ran out before every state was decided.
            """,
        version: version,
        subcommands: [CheckCommand.self, ReportCommand.self, WhyCommand.self, FixCommand.self, MergeCommand.self, StatesCommand.self, ValidateCommand.self, ImportCommand.self],
        defaultSubcommand: CheckCommand.self)

    /// ArgumentParser exits usage errors with 64; kbcov's contract says 2.
    static func main() {
        AnalysisProcess.keepFreedMemoryForReuse()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let exitCode = Kbcov.exitCode(for: error)
            let message = Kbcov.fullMessage(for: error)
            if exitCode == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(exitCode == .validationFailure || exitCode.rawValue == 64 ? KbcovExit.inputError.rawValue : exitCode.rawValue)
        }
    }
}

/// Documentation/Design.md §6.
enum KbcovExit: Int32 {
    case clean = 0
    case findings = 1
    case inputError = 2
    case internalError = 3
    /// `--time-budget` ran out before every state was decided: whatever was found, the run
    /// cannot say the rest is clean.
    case incomplete = 4

    var code: ExitCode { ExitCode(rawValue) }

    /// How a run that reported `findings` ends: incomplete when the time budget cut a state off,
    /// whatever was found.
    static func of(findings: Int, ranOutOfTime: Bool) -> KbcovExit {
        ranOutOfTime ? .incomplete : findings == 0 ? .clean : .findings
    }
}

extension KbcovExit: Error {}
