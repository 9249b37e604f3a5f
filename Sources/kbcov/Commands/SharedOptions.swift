import ArgumentParser

struct EnvironmentOptions: ParsableArguments {
    @Option(name: .customLong("environments"), parsing: .upToNextOption,
            help: "Catalog names: a set (default, iphone, ipad, quick), a device id, or an environment id prefix. Overrides the specs' own.")
    var environments: [String] = []

    @Option(help: "A YAML catalog file that adds devices, windows and sets to the built-in catalog.")
    var catalog: String?
}
