import ArgumentParser

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JSON reports of `--shard K/N` runs into the report of the whole run.",
        discussion: "Writes the kbcov-report/1 JSON report, byte-identical to the unsharded run's.")

    @Argument(help: "The shards' JSON reports (kbcov check --shard K/N --format json), in any order.")
    var reports: [String]

    func run() throws {
        throw MergeFrontend(paths: reports).run().code
    }
}
