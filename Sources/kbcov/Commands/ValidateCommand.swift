import ArgumentParser
import ScreenInputs

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Check specs for errors without analysing them.")

    @Argument(help: "Spec files, Swift files, or folders searched for *.yaml and *.yml specs and *.swift view code. Default: .kbcov.yml's specs, else specs/.")
    var paths: [String] = []

    func run() throws {
        switch Inputs.setup(SetupChoices(paths: paths)) {
        case .failure(let failure): throw failure.report().code
        case .success(let setup): throw ValidateFrontend(paths: setup.paths).run().code
        }
    }
}
