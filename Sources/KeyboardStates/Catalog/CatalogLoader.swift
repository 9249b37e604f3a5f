import ExactGeometry
import LayoutSpec
import Yams

extension Catalog {
    /// Reads a catalog file. Every problem is reported with its `file:line:column`; unknown keys
    /// are errors. References between entries (a stage window's device, a set's members) are
    /// checked when environments are resolved, since they may point into another catalog.
    public static func load(yaml: String, path: String) -> Result<Catalog, DiagnosticsError> {
        let root: Node
        switch YAMLSyntaxDiagnostic.compose(yaml, file: path) {
        case .success(let composed?): root = composed
        case .success(nil): return .success(Catalog())
        case .failure(let error): return .failure(error)
        }
        var reader = YAMLReader(path: path)
        var catalog = Catalog()
        // `viewClasses` is the content-size table's section, read by `ContentSizeTable.overridden`.
        if let top = reader.mapping(root, "the catalog", required: [], optional: ["devices", "stageWindows", "sets", "viewClasses"]) {
            if let node = top["devices"], let entries = reader.namedEntries(node, "devices") {
                for entry in entries {
                    if let device = DeviceLoader.device(id: entry.name, key: entry.key, node: entry.value, reader: &reader) {
                        catalog.devices[device.id] = device
                    }
                }
            }
            if let node = top["stageWindows"], let items = reader.sequence(node, "stageWindows") {
                catalog.stageWindows = items.compactMap { stageWindow($0, reader: &reader) }
            }
            if let node = top["sets"], let entries = reader.namedEntries(node, "sets") {
                for entry in entries {
                    if let set = namedSet(entry.name, key: entry.key, node: entry.value, reader: &reader) {
                        catalog.sets[set.name] = set
                    }
                }
            }
        }
        return reader.diagnostics.isEmpty ? .success(catalog) : .failure(DiagnosticsError(reader.diagnostics))
    }

    private static func stageWindow(_ node: Node, reader: inout YAMLReader) -> StageWindowDescription? {
        guard let fields = reader.mapping(node, "a stage window", required: ["device", "name", "orientation", "frame"]),
              let deviceNode = fields["device"], let nameNode = fields["name"],
              let orientationNode = fields["orientation"], let frameNode = fields["frame"]
        else { return nil }
        let device = reader.string(deviceNode, "the stage window's device")
        let name = reader.string(nameNode, "the stage window's name")
        let orientation = reader.choice(orientationNode, "orientation", as: Orientation.self)
        let frame = reader.rect(frameNode, "the stage window's frame")
        guard let device, let name, let orientation, let frame else { return nil }
        return StageWindowDescription(device: device, name: name, orientation: orientation, frame: frame, location: reader.location(node))
    }

    private static func namedSet(_ name: String, key: Node, node: Node, reader: inout YAMLReader) -> NamedSet? {
        if implicitSetNames.contains(name) {
            reader.error(.invalidValue, key, "'\(name)' is a set every catalog has; choose another name")
            return nil
        }
        guard let items = reader.sequence(node, "set '\(name)'") else { return nil }
        let members = items.compactMap { item in
            reader.string(item, "a member of set '\(name)'").map { NamedSet.Member(name: $0, location: reader.location(item)) }
        }
        return NamedSet(name: name, members: members, location: reader.location(key))
    }
}
