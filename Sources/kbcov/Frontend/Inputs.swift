import Foundation
import LayoutSpec
import Reporters
import ScreenInputs

/// What a command reads before it runs: `.kbcov.yml` and the analysis set-up. Every problem
/// becomes a located diagnostic; nothing here crashes on input.
enum Inputs {
    /// `.kbcov.yml`'s format, else text; `nil` (and the problem printed) for a name no reporter has.
    static func configuredFormat(_ configuration: ProjectConfiguration?) -> ReportFormat? {
        guard let name = configuration?.format else { return .text }
        guard let format = ReportFormat(rawValue: name) else {
            Console.error("error: unknown format '\(name)' in .kbcov.yml; expected one of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return format
    }

    /// The nearest `.kbcov.yml` from the working folder up, if any.
    static func configuration() -> Result<ProjectConfiguration?, KbcovFailure> {
        AnalysisSetup.configuration().mapError { .input($0.diagnostics) }
    }

    /// A command's choices, then `.kbcov.yml`'s, then the defaults.
    static func setup(_ choices: SetupChoices, configuration: ProjectConfiguration?) -> Result<AnalysisSetup, KbcovFailure> {
        AnalysisSetup.assemble(choices, configuration: configuration).mapError { .input($0.diagnostics) }
    }

    /// As `setup(_:configuration:)`, with the nearest `.kbcov.yml`.
    static func setup(_ choices: SetupChoices) -> Result<AnalysisSetup, KbcovFailure> {
        configuration().flatMap { setup(choices, configuration: $0) }
    }
}
