import Yams

extension SpecReader {
    static let trackedKeys = ["near", "awayFrom", "constraints"]

    /// `tracked:`, the groups registered with `setConstraints(_:activeWhenNearEdge:)` or
    /// `activeWhenAwayFrom:`.
    func tracked(_ node: Node) -> [TrackedGroup] {
        guard let list = reader.list(node, expected: "a list of tracked groups, each { near: [edges] } or { awayFrom: [edges] } with constraints") else { return [] }
        return list.enumerated().compactMap { index, item in group(item, index: index) }
    }

    private func group(_ node: Node, index: Int) -> TrackedGroup? {
        guard let mapping = reader.mapping(node, expected: "a tracked group: { near: [edges] } or { awayFrom: [edges] } with constraints") else { return nil }
        let keys = MappingKeys(mapping, of: node, allowed: SpecReader.trackedKeys, required: ["constraints"],
                               in: "a tracked group", reader: reader)
        let condition = self.condition(keys, of: node)
        var constraints: [Constraint] = []
        if let entry = keys["constraints"] {
            constraints = self.constraints(entry.value, idPrefix: "tracked[\(index)].constraints")
            if case .sequence(let list) = entry.value, list.isEmpty {
                sink.error(.invalidValue, at: reader.location(of: entry.value), "expected at least one constraint in a tracked group; found an empty list")
            } else if entry.value.isNull {
                sink.error(.invalidValue, at: reader.location(of: entry.key), "expected at least one constraint in a tracked group; found nothing")
            }
        }
        guard let condition else { return nil }
        return TrackedGroup(condition: condition, constraints: constraints, location: reader.location(of: node))
    }

    /// Exactly one of `near:` and `awayFrom:`.
    private func condition(_ keys: MappingKeys, of node: Node) -> TrackingCondition? {
        switch (keys["near"], keys["awayFrom"]) {
        case (let near?, nil):
            return edges(near.value).map { .near($0) }
        case (nil, let away?):
            return edges(away.value).map { .awayFrom($0) }
        case (let near?, let away?):
            let second = reader.location(of: near.key) < reader.location(of: away.key) ? away.key : near.key
            sink.error(.invalidValue, at: reader.location(of: second),
                       "expected either 'near' or 'awayFrom' in a tracked group, not both; a group has one condition")
            return nil
        case (nil, nil):
            sink.error(.missingKey, at: reader.location(of: node), "a tracked group is missing its condition: expected 'near' or 'awayFrom' with a list of edges")
            return nil
        }
    }

    private func edges(_ node: Node) -> Set<Edge>? {
        guard case .sequence(let list) = node else {
            sink.error(.wrongType, at: reader.location(of: node), "expected a list of edges, such as [top] or [bottom, leading]; found \(node.kindDescription)")
            return nil
        }
        guard !list.isEmpty else {
            sink.error(.emptyEdgeList, at: reader.location(of: node), "expected at least one edge: top, bottom, leading or trailing; found an empty list")
            return nil
        }
        var edges: Set<Edge> = []
        var isValid = true
        for item in list {
            guard let name = reader.text(item, expected: "an edge: top, bottom, leading or trailing") else {
                isValid = false
                continue
            }
            guard let edge = Edge(rawValue: name) else {
                let hint = name == "left" || name == "right" ? " (tracking edges follow the layout direction: use leading or trailing)"
                    : ClosestName.suggestion(for: name, among: Edge.allCases.map(\.rawValue))
                sink.error(.invalidEdge, at: reader.location(of: item), "expected an edge: top, bottom, leading or trailing; found '\(name)'\(hint)")
                isValid = false
                continue
            }
            if !edges.insert(edge).inserted {
                sink.error(.invalidValue, at: reader.location(of: item), "the edge '\(name)' is listed twice; expected each edge once")
                isValid = false
            }
        }
        return isValid ? edges : nil
    }
}
