import Yams

extension SpecReader {
    static let settingsKeys = ["name", "views", "environments", "deploymentTarget"]

    /// A sidecar's sections, read with the same rules and messages as a spec's.
    func settings(from root: Node) -> SpecSettings? {
        guard let mapping = reader.mapping(root, expected: "kbcov settings: a mapping of \(MappingKeys.list(SpecReader.settingsKeys))") else { return nil }
        let keys = MappingKeys(mapping, of: root, allowed: SpecReader.settingsKeys, in: "the kbcov settings next to a Swift file", reader: reader)
        var settings = SpecSettings()
        if let name = keys["name"] { settings.name = self.name(name.value) }
        if let views = keys["views"] {
            let read = viewSections(views.value, arrangedElsewhere: true)
            settings.views = read.views
            settings.stacks = read.stacks.map(\.declaration)
            settings.stackStatements = Dictionary(read.stacks.map { section in
                (section.declaration.name, StackStatements(keys: section.statedKeys, arranged: section.arrangedLocations))
            }, uniquingKeysWith: { first, _ in first })
        }
        if let environments = keys["environments"] { settings.environments = self.environments(environments.value) }
        if let target = keys["deploymentTarget"] {
            settings.deploymentTarget = reader.osVersion(target.value)
            settings.deploymentTargetLocation = reader.location(of: target.value)
        }
        return settings
    }
}

extension SpecLoader {
    /// Reads a sidecar file's text; every problem is an error with its `file:line:column`.
    public static func loadSettings(yaml: String, path: String) -> Result<SpecSettings, DiagnosticsError> {
        let sink = DiagnosticSink(file: path)
        let root: Node?
        switch YAMLSyntaxDiagnostic.compose(yaml, file: path) {
        case .success(let node): root = node
        case .failure(let error): return .failure(error)
        }
        guard let root else { return .success(SpecSettings()) }
        let settings = SpecReader(reader: YAMLReader(sink: sink, text: yaml)).settings(from: root)
        guard let settings, !sink.hasErrors else { return .failure(DiagnosticsError(sink.sorted(.error))) }
        return .success(settings)
    }
}
