import Yams

extension SpecReader {
    static let viewKeys = ["class", "hidden", "scrollEnabled", "intrinsicSize", "text", "hugging", "compressionResistance", "keepVisible", "editable", "stack", "font", "numberOfLines", "inScrollView", "contentInsetAdjustment", "alwaysBounceVertical", "borderStyle", "configuration"]

    /// `views:`, a mapping from each view's name to its declaration (which may be empty or null),
    /// and the stack views among them.
    func views(_ node: Node) -> (views: [ViewDeclaration], stacks: [StackViewDeclaration]) {
        let read = viewSections(node)
        return (read.views, read.stacks.map(\.declaration))
    }

    /// `views:` with where each stack's settings are written; a sidecar's stacks may arrange views
    /// the Swift code declares (`arrangedElsewhere`).
    func viewSections(_ node: Node, arrangedElsewhere: Bool = false) -> (views: [ViewDeclaration], stacks: [StackSection]) {
        if node.isNull { return ([], []) }
        guard let mapping = reader.mapping(node, expected: "the views: a mapping from each view's name to its settings") else { return ([], []) }
        var views: [ViewDeclaration] = []
        var stacks: [StackSection] = []
        var scrollViewLocations: [String: SourceLocation] = [:]
        for (key, value) in mapping {
            guard let name = reader.text(key, expected: "a view's name") else { continue }
            let location = reader.location(of: key)
            items.declare(name, at: location, kind: "view")
            let read = view(named: name, at: location, value)
            views.append(read.view)
            if let stack = read.stack { stacks.append(stack) }
            scrollViewLocations[name] = read.scrollViewLocation
        }
        checkArrangement(of: stacks, views: views, declaredElsewhere: arrangedElsewhere)
        checkScrollViews(of: views, at: scrollViewLocations)
        return (views, stacks)
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

    private func view(named name: String, at location: SourceLocation, _ node: Node)
        -> (view: ViewDeclaration, stack: StackSection?, scrollViewLocation: SourceLocation?) {
        var view = ViewDeclaration(name: name, location: location)
        if node.isNull { return (view, nil, nil) }
        guard let mapping = reader.mapping(node, expected: "the view's settings: a mapping of \(MappingKeys.list(SpecReader.viewKeys)), or nothing") else {
            return (view, nil, nil)
        }
        let keys = MappingKeys(mapping, of: node, allowed: SpecReader.viewKeys, in: "view '\(name)'", reader: reader)
        if let entry = keys["class"] {
            view.viewClass = reader.choice(entry.value, of: ViewClass.knownNames, what: "view class")
        }
        if let entry = keys["hidden"], let hidden = reader.bool(entry.value) {
            view.isHidden = hidden
        }
        for key in ["scrollEnabled", "contentInsetAdjustment", "alwaysBounceVertical"] {
            requireClass(ViewClass.scrollViews, of: "scroll views", for: key, in: keys, of: view)
        }
        if let entry = keys["borderStyle"] {
            requireClass(["UITextField"], of: "text fields", for: "borderStyle", in: keys, of: view)
            view.isBorderless = reader.choice(entry.value, of: ViewDeclaration.borderStyles, what: "border style") == "none"
        }
        if let entry = keys["configuration"] {
            requireClass(["UIButton"], of: "buttons", for: "configuration", in: keys, of: view)
            view.drawsWithoutConfiguration = reader.choice(entry.value, of: ViewDeclaration.buttonConfigurations, what: "button configuration") == "none"
        }
        if let entry = keys["scrollEnabled"], let scrollEnabled = reader.bool(entry.value) {
            view.isScrollEnabled = scrollEnabled
        }
        if let entry = keys["contentInsetAdjustment"], let behavior = reader.choice(
            entry.value, of: ContentInsetAdjustment.allCases.map(\.rawValue), what: "content inset adjustment"
        ).flatMap(ContentInsetAdjustment.init) {
            view.contentInsetAdjustment = behavior
        }
        view.alwaysBounceVertical = keys["alwaysBounceVertical"].flatMap { reader.bool($0.value) } ?? ViewClass.bouncesVerticallyByDefault(view.viewClass)
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
        if let entry = keys["editable"], let editable = reader.bool(entry.value) {
            requireClass(ViewClass.textInputs.sorted(), of: "text inputs", for: "editable", in: keys, of: view)
            view.isEditable = editable
        }
        if let entry = keys["font"] { view.font = font(entry.value, of: view, key: entry.key) }
        if let entry = keys["text"], let text = reader.text(entry.value, expected: "the text the view shows, as the code spells it") {
            if let metrics = view.viewClass.flatMap({ TextLineMetrics.byClass[$0] }) {
                // In the system font of the view's `font:`, else of its class's default.
                view.contentWidth = metrics.drawn(in: view.font.map { [TextFont(font: $0)] } ?? []).width(of: [text])
            } else {
                let classes = MappingKeys.list(TextLineMetrics.byClass.keys.sorted())
                sink.error(.invalidValue, at: reader.location(of: entry.key), "'text' sizes a label or a button; expected 'class:' one of \(classes) in view '\(name)'")
            }
        }
        if let entry = keys["numberOfLines"] { view.growsWithLines = growsWithLines(entry.value, of: view, key: entry.key) }
        var scrollViewLocation: SourceLocation?
        if let entry = keys["inScrollView"], let scrollView = reader.text(entry.value, expected: "the name of the scroll view whose content the view is") {
            view.scrollView = scrollView
            scrollViewLocation = reader.location(of: entry.value)
        }
        var stack: StackSection?
        if let entry = keys["stack"] {
            requireClass([ViewClass.stackView], of: "stack views", for: "stack", in: keys, of: view)
            stack = self.stack(named: name, at: location, entry.value)
        }
        return (view, stack, scrollViewLocation)
    }

    /// Reports `key`, when the view has it, as a setting of `kind` (views of `classes`) the view's
    /// class is not among; a view without a class has none of them, and an unknown class is
    /// reported already.
    private func requireClass(_ classes: [String], of kind: String, for key: String, in keys: MappingKeys, of view: ViewDeclaration) {
        guard let entry = keys[key], view.viewClass.map({ !classes.contains($0) }) ?? (keys["class"] == nil) else { return }
        let expected = classes.count == 1 ? "'class: \(classes[0])'" : "'class:' one of \(MappingKeys.list(classes))"
        sink.error(.invalidValue, at: reader.location(of: entry.key), "'\(key)' is a setting of \(kind); expected \(expected) in view '\(view.name)'")
    }

    /// `{ width: …, height: … }` or `{ horizontal: …, vertical: … }`, each key optional.
    private func axisPair<Value>(_ node: Node, keys names: [String], what: String,
                                 read: (Node) -> Value?) -> (first: Value?, second: Value?) {
        guard let mapping = reader.mapping(node, expected: "\(what): a mapping of \(MappingKeys.list(names))") else { return (nil, nil) }
        let keys = MappingKeys(mapping, of: node, allowed: names, in: what, reader: reader)
        return (keys[names[0]].flatMap { read($0.value) }, keys[names[1]].flatMap { read($0.value) })
    }

    /// Each `inScrollView` names another declared view of a scroll view class, and no view is,
    /// through them, inside itself.
    private func checkScrollViews(of views: [ViewDeclaration], at locations: [String: SourceLocation]) {
        let byName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for view in views {
            guard let name = view.scrollView, let location = locations[view.name] else { continue }
            guard let scrollView = byName[name], name != view.name else {
                let suggestion = ClosestName.suggestion(for: name, among: views.map(\.name).filter { $0 != view.name })
                sink.error(.unknownItem, at: location, "unknown scroll view '\(name)'\(suggestion) for view '\(view.name)'; expected another view declared under 'views:'")
                continue
            }
            guard scrollView.viewClass.map(ViewClass.scrollViews.contains) == true else {
                sink.error(.invalidValue, at: location,
                           "'\(name)' is not a scroll view; expected a view whose 'class:' is one of \(MappingKeys.list(ViewClass.scrollViews)) for 'inScrollView' of view '\(view.name)'")
                continue
            }
            var seen: Set<String> = [view.name]
            var current = scrollView
            while let outer = current.scrollView, let next = byName[outer] {
                guard seen.insert(current.name).inserted else {
                    sink.error(.invalidValue, at: location, "view '\(view.name)' is inside itself through 'inScrollView'; expected scroll views nested one way")
                    break
                }
                current = next
            }
        }
    }
}
