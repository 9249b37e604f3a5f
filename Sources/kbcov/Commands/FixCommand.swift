import ArgumentParser
import Reporters

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "The smallest change that removes a spec's findings without adding one, proven over every state.",
        discussion: KbcovExit.help { $0.fixMeaning })

    @Argument(help: "One spec file (YAML or Swift).")
    var spec: String

    @Option(help: "Repair only the findings that name this constraint id.")
    var constraint: String?

    @Option(help: #"Repair only this finding: a fingerprint as in a baseline file, {"state": …, "kind": …, "items": […], "constraints": […]}."#)
    var finding: String?

    @OptionGroup var setup: SetupOptions

    @Option(help: "One of: \(FixFormat.names).")
    var format: FixFormat = .text

    @OptionGroup var version: ToolVersionOption

    func validate() throws {
        guard constraint == nil || finding == nil else { throw ValidationError("give at most one of --constraint and --finding") }
    }

    func run() throws {
        let setup = try Inputs.setup(self.setup.choices()).valueOrExit()
        throw FixFrontend(
            specPath: spec, constraint: constraint, finding: finding, setup: setup, format: format, toolVersion: version.toolVersion
        ).run().code
    }
}

extension FixFormat: ExpressibleByArgument {}
