import ArgumentParser
import Reporters

struct StatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "states", abstract: "List every keyboard state with its id, reachability and region.")

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Option(help: "text or json.")
    var format: StatesFormat = .text

    @Option(help: "Whether the guide follows the undocked keyboard (followsUndockedKeyboard).")
    var followsUndockedKeyboard: Bool = true

    @Option(help: "Whether the hidden guide uses the bottom safe area (usesBottomSafeArea).")
    var usesBottomSafeArea: Bool = true

    func run() throws {
        throw StatesFrontend(
            environments: environmentOptions.environments, catalogPath: environmentOptions.catalog, format: format,
            followsUndockedKeyboard: followsUndockedKeyboard, usesBottomSafeArea: usesBottomSafeArea
        ).run().code
    }
}

extension StatesFormat: ExpressibleByArgument {}
