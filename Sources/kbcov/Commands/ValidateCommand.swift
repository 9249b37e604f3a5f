import ArgumentParser

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Check specs for errors without analysing them.")

    @Argument(help: "Spec files, Swift files, or folders searched for *.yaml and *.yml specs and *.swift view code.")
    var paths: [String] = ["specs"]

    func run() throws {
        throw ValidateFrontend(paths: paths).run().code
    }
}
