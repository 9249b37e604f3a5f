import ExactGeometry
import Yams

extension SpecReader {
    static let stageWindowKeys = ["stage", "device", "orientation", "frame"]

    /// `environments:` — one catalog name (usually `default`) or a list of catalog names and
    /// Stage Manager windows. Catalog names are checked against the catalog by the state space.
    func environments(_ node: Node) -> [EnvironmentEntry] {
        if case .scalar = node {
            guard let name = reader.text(node, expected: "'default', a catalog name or a list of environments") else { return [] }
            return [EnvironmentEntry(.named(name), location: reader.location(of: node))]
        }
        guard case .sequence(let list) = node else {
            sink.error(.wrongType, at: reader.location(of: node), "expected 'default', a catalog name or a list of environments; found \(node.kindDescription)")
            return []
        }
        if list.isEmpty {
            sink.error(.invalidValue, at: reader.location(of: node), "expected at least one environment; leave 'environments' out to use the default set")
        }
        return list.compactMap(environment)
    }

    private func environment(_ node: Node) -> EnvironmentEntry? {
        let location = reader.location(of: node)
        switch node {
        case .scalar:
            return reader.text(node, expected: "a catalog name such as 'ipad' or 'iphone-16/portrait'")
                .map { EnvironmentEntry(.named($0), location: location) }
        case .mapping(let mapping):
            let keys = MappingKeys(mapping, of: node, allowed: SpecReader.stageWindowKeys, required: ["stage", "device", "frame"],
                                   in: "a Stage Manager window", reader: reader)
            let name = keys["stage"].flatMap { stageName($0.value) }
            let device = keys["device"].flatMap { reader.text($0.value, expected: "a device id such as 'ipad-pro-12-9'") }
            var orientation: String?
            var isOrientationValid = true
            if let entry = keys["orientation"] {
                orientation = self.orientation(entry.value)
                isOrientationValid = orientation != nil
            }
            let frame = keys["frame"].flatMap { self.frame($0.value) }
            guard let name, let device, let frame, isOrientationValid else { return nil }
            let window = StageWindowRequest(name: name, device: device, orientation: orientation, frame: frame)
            return EnvironmentEntry(.stageWindow(window),
                                    location: location)
        default:
            sink.error(.wrongType, at: location, "expected a catalog name or a Stage Manager window { stage, device, frame }; found \(node.kindDescription)")
            return nil
        }
    }

    /// A name that fits in a state id (`stage-<name>`): lowercase letters, digits and '-'.
    private func stageName(_ node: Node) -> String? {
        guard let name = reader.text(node, expected: "the window's name") else { return nil }
        let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard allowed else {
            sink.error(.invalidValue, at: reader.location(of: node),
                       "expected a window name of lowercase letters, digits and '-' (it becomes part of state ids); found '\(name)'")
            return nil
        }
        return name
    }

    private func orientation(_ node: Node) -> String? {
        guard let text = reader.text(node, expected: "portrait or landscape") else { return nil }
        guard text == "portrait" || text == "landscape" else {
            sink.error(.invalidValue, at: reader.location(of: node), "expected portrait or landscape; found '\(text)'")
            return nil
        }
        return text
    }

    /// `[x, y, width, height]` in screen coordinates, with a positive size.
    private func frame(_ node: Node) -> Rect? {
        guard case .sequence(let list) = node, list.count == 4 else {
            let found = if case .sequence(let list) = node { "\(list.count) numbers" } else { node.kindDescription }
            sink.error(node.isSequence ? .invalidValue : .wrongType, at: reader.location(of: node),
                       "expected a frame [x, y, width, height]; found \(found)")
            return nil
        }
        let numbers = list.map { reader.number($0) }
        guard let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3] else { return nil }
        var isValid = true
        for (value, item) in [(width, list[2]), (height, list[3])] where value <= .zero {
            sink.error(.invalidNumber, at: reader.location(of: item), "expected a window size above 0; found \(item.kindDescription)")
            isValid = false
        }
        return isValid ? Rect(x: x, y: y, width: width, height: height) : nil
    }
}
