import ArgumentParser
import Foundation
import LayoutAnalysis
import Reporters

@main
struct Kbcov: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "kbcov",
        abstract: "Find the keyboard states that break an Auto Layout layout.",
        discussion: KbcovExit.help { $0.meaning },
        version: version,
        subcommands: [InitCommand.self, CheckCommand.self, ReportCommand.self, WhyCommand.self, FixCommand.self, MergeCommand.self, StatesCommand.self, ValidateCommand.self, ImportCommand.self],
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

/// The exit codes, the one table `--help` prints (Documentation/Design.md §6 says what they mean).
enum KbcovExit: Int32, CaseIterable {
    case clean = 0
    case findings = 1
    case inputError = 2
    case internalError = 3
    /// `--time-budget` ran out before every state was decided: whatever was found, the run
    /// cannot say the rest is clean.
    case incomplete = 4

    var code: ExitCode { ExitCode(rawValue) }

    /// What the code says of a `check`, `report` or `merge` run.
    var meaning: String {
        switch self {
        case .clean: "no findings and every input analysed"
        case .findings: "findings or an input that is not a screen or has nothing to analyse"
        case .inputError: "usage or input error (or no input analysed)"
        case .internalError: "internal error"
        case .incomplete: "incomplete: the time budget ran out before every state was decided"
        }
    }

    /// What the code says of a `fix` run; `nil` for a code it never gives.
    var fixMeaning: String? {
        switch self {
        case .clean: "a repair proven for every targeted finding (or none to repair)"
        case .findings: "findings remain"
        case .inputError: "usage or input error"
        case .internalError: meaning
        case .incomplete: nil
        }
    }

    /// `Exit codes: 0 …, 1 …`, for a command's help.
    static func help(_ meaning: (KbcovExit) -> String?) -> String {
        "Exit codes: " + allCases.compactMap { exit in meaning(exit).map { "\(exit.rawValue) \($0)" } }.joined(separator: ", ") + "."
    }

    /// A run's exit: 0 only when it found nothing and analysed every input. An input that gave
    /// no screen is never clean: 1 when others were analysed, 2 when nothing was. A run the time
    /// budget cut short is incomplete (4), whatever it found.
    static func of(findings: Int, skipped: Int, analysed: Int, ranOutOfTime: Bool = false) -> KbcovExit {
        if skipped > 0, analysed == 0 { return .inputError }
        if ranOutOfTime { return .incomplete }
        return findings == 0 && skipped == 0 ? .clean : .findings
    }

    /// A report's exit, whether it comes from a run or a saved JSON report. `countingFindings` is
    /// false when a baseline that accepts the findings was just written.
    static func of(_ document: ReportDocument, countingFindings: Bool = true, failingOn scope: FailureScope = .all, ranOutOfTime: Bool = false) -> KbcovExit {
        of(findings: countingFindings ? document.failingFindingCount(scope) : 0, skipped: document.skipped.count, analysed: document.specs.count,
           ranOutOfTime: ranOutOfTime || document.ranOutOfTime)
    }
}

extension KbcovExit: Error {}
