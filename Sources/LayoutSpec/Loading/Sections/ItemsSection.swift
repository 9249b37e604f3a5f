import Yams

extension SpecReader {
    static let viewKeys = ["intrinsicSize", "hugging", "compressionResistance", "keepVisible"]

    /// `views:`, a mapping from each view's name to its declaration (which may be empty or null).
    func views(_ node: Node) -> [ViewDeclaration] {
        if node.isNull { return [] }
        guard let mapping = reader.mapping(node, expected: "the views: a mapping from each view's name to its settings") else { return [] }
        var views: [ViewDeclaration] = []
        for (key, value) in mapping {
            guard let name = reader.text(key, expected: "a view's name") else { continue }
            let location = reader.location(of: key)
            items.declare(name, at: location, kind: "view")
            views.append(view(named: name, at: location, value))
        }
        return views
    }

    /// `guides: [name, …]`, the extra layout guides.
    func guides(_ node: Node) -> [String: SourceLocation] {
        guard let list = reader.list(node, expected: "a list of layout guide names") else { return [:] }
        var guides: [String: SourceLocation] = [:]
        for item in list {
            guard let name = reader.text(item, expected: "a layout guide's name") else { continue }
            let location = reader.location(of: item)
            if items.declare(name, at: location, kind: "guide") { guides[name] = location }
        }
        return guides
    }

    private func view(named name: String, at location: SourceLocation, _ node: Node) -> ViewDeclaration {
        var view = ViewDeclaration(name: name, location: location)
        if node.isNull { return view }
        guard let mapping = reader.mapping(node, expected: "the view's settings: a mapping of \(MappingKeys.list(SpecReader.viewKeys)), or nothing") else { return view }
        let keys = MappingKeys(mapping, of: node, allowed: SpecReader.viewKeys, in: "view '\(name)'", reader: reader)
        if let entry = keys["intrinsicSize"] {
            let size = axisPair(entry.value, keys: ["width", "height"], what: "intrinsicSize", read: reader.size)
            view.intrinsicWidth = size.first
            view.intrinsicHeight = size.second
        }
        if let entry = keys["hugging"] {
            let priorities = axisPair(entry.value, keys: ["horizontal", "vertical"], what: "hugging", read: reader.priority)
            view.hugging = .init(horizontal: priorities.first ?? view.hugging.horizontal,
                                 vertical: priorities.second ?? view.hugging.vertical)
        }
        if let entry = keys["compressionResistance"] {
            let priorities = axisPair(entry.value, keys: ["horizontal", "vertical"], what: "compressionResistance", read: reader.priority)
            view.compressionResistance = .init(horizontal: priorities.first ?? view.compressionResistance.horizontal,
                                               vertical: priorities.second ?? view.compressionResistance.vertical)
        }
        if let entry = keys["keepVisible"], let keepVisible = reader.bool(entry.value) {
            view.keepVisible = keepVisible
        }
        return view
    }

    /// `{ width: …, height: … }` or `{ horizontal: …, vertical: … }`, each key optional.
    private func axisPair<Value>(_ node: Node, keys names: [String], what: String,
                                 read: (Node) -> Value?) -> (first: Value?, second: Value?) {
        guard let mapping = reader.mapping(node, expected: "\(what): a mapping of \(MappingKeys.list(names))") else { return (nil, nil) }
        let keys = MappingKeys(mapping, of: node, allowed: names, in: what, reader: reader)
        return (keys[names[0]].flatMap { read($0.value) }, keys[names[1]].flatMap { read($0.value) })
    }
}
