import ExactGeometry
import LayoutSpec
import Yams

extension Catalog {
    /// Reads a catalog file with the one YAML reader. Every problem is reported with its
    /// `file:line:column`; unknown keys are errors. References between entries (a stage window's
    /// device, a set's members) are checked when environments are resolved, since they may point
    /// into another catalog.
    public static func load(yaml: String, path: String) -> Result<Catalog, DiagnosticsError> {
        let root: Node
        switch YAMLSyntaxDiagnostic.compose(yaml, file: path) {
        case .success(let composed?): root = composed
        case .success(nil): return .success(Catalog())
        case .failure(let error): return .failure(error)
        }
        let sink = DiagnosticSink(file: path)
        let reader = YAMLReader(sink: sink, text: yaml)
        var catalog = Catalog()
        // `viewClasses` is the content-size table's section, read by `ContentSizeTable.overridden`.
        if let top = reader.keys(root, in: "the catalog", required: [], optional: ["devices", "stageWindows", "sets", "viewClasses"]) {
            for entry in top["devices"].map({ reader.namedEntries($0.value, in: "devices") }) ?? [] {
                if let device = DeviceLoader.device(id: entry.name, key: entry.key, node: entry.value, reader: reader) {
                    catalog.devices[device.id] = device
                }
            }
            if let node = top["stageWindows"]?.value, let items = reader.list(node, expected: "a list of stage windows") {
                catalog.stageWindows = items.compactMap { stageWindow($0, reader: reader) }
            }
            for entry in top["sets"].map({ reader.namedEntries($0.value, in: "sets") }) ?? [] {
                if let set = namedSet(entry.name, key: entry.key, node: entry.value, reader: reader) {
                    catalog.sets[set.name] = set
                }
            }
        }
        let errors = sink.sorted(.error)
        return errors.isEmpty ? .success(catalog) : .failure(DiagnosticsError(errors))
    }

    private static func stageWindow(_ node: Node, reader: YAMLReader) -> StageWindowDescription? {
        guard let fields = reader.keys(node, in: "a stage window", required: ["device", "name", "orientation", "frame"]) else { return nil }
        let device = fields["device"].flatMap { reader.text($0.value, expected: "the stage window's device") }
        let name = fields["name"].flatMap { reader.text($0.value, expected: "the stage window's name") }
        let orientation = fields["orientation"].flatMap { reader.choice($0.value, "the orientation", as: Orientation.self) }
        let frame = fields["frame"].flatMap { reader.rect($0.value, "the stage window's frame") }
        guard let device, let name, let orientation, let frame else { return nil }
        return StageWindowDescription(device: device, name: name, orientation: orientation, frame: frame, location: reader.location(of: node))
    }

    private static func namedSet(_ name: String, key: Node, node: Node, reader: YAMLReader) -> NamedSet? {
        if implicitSetNames.contains(name) {
            reader.sink.error(.invalidValue, at: reader.location(of: key), "'\(name)' is a set every catalog has; choose another name")
            return nil
        }
        guard let items = reader.list(node, expected: "a list of environments for set '\(name)'") else { return nil }
        let members = items.compactMap { item in
            reader.text(item, expected: "a member of set '\(name)'").map { NamedSet.Member(name: $0, location: reader.location(of: item)) }
        }
        return NamedSet(name: name, members: members, location: reader.location(of: key))
    }
}
