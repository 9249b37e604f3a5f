import ArgumentParser

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the spec of a UIKit view controller's Swift source, or of a storyboard's or XIB's screens, as YAML; warnings go to stderr.")

    @Argument(help: "A Swift file with UIKit layout code (settings from Foo.kbcov.yaml next to it, when there is one), or a .storyboard or .xib (joined with its view controllers' Swift found next to it).")
    var path: String

    @Option(help: "The screen of a storyboard or XIB to print: its name, view controller class, storyboard identifier or scene id.")
    var scene: String?

    func run() throws {
        throw ImportFrontend(path: path, scene: scene).run().code
    }
}
