import Yams

extension SpecReader {
    /// `supportedOrientations: { iphone: [portrait] }` (format 1.9): the orientations the screen
    /// turns to on iPhone (`PhoneOrientations`).
    func phoneOrientations(_ node: Node) -> PhoneOrientations? {
        let choices = PhoneOrientations.Orientation.allCases.map(\.rawValue).joined(separator: ", ")
        guard let mapping = reader.mapping(node, expected: "the orientations the screen turns to, such as { iphone: [portrait] }") else { return nil }
        let keys = MappingKeys(mapping, of: node, allowed: ["iphone"], required: ["iphone"], in: "supportedOrientations", reader: reader)
        guard let entry = keys["iphone"] else { return nil }
        guard case .sequence(let list) = entry.value, !list.isEmpty else {
            sink.error(.wrongType, at: reader.location(of: entry.value), "expected a list of at least one of \(choices); found \(entry.value.kindDescription)")
            return nil
        }
        var orientations: Set<PhoneOrientations.Orientation> = []
        for item in list {
            guard let text = reader.text(item, expected: "one of \(choices)") else { continue }
            guard let orientation = PhoneOrientations.Orientation(rawValue: text) else {
                sink.error(.invalidValue, at: reader.location(of: item), "expected one of \(choices); found '\(text)'")
                continue
            }
            orientations.insert(orientation)
        }
        return orientations.isEmpty ? nil : PhoneOrientations(orientations, location: reader.location(of: entry.key))
    }
}
