import ArgumentParser

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the spec of a UIKit view controller's Swift source as YAML; warnings go to stderr.")

    @Argument(help: "A Swift file with UIKit layout code (settings from Foo.kbcov.yaml next to it, when there is one).")
    var path: String

    func run() throws {
        throw ImportFrontend(path: path).run().code
    }
}
