import ExactGeometry
import Yams

/// The spec schema: which keys exist where, what each holds, and the checks across them.
struct SpecReader {
    let reader: YAMLReader

    static let topLevelKeys = ["kbcov", "name", "keyboardGuide", "views", "guides", "constraints", "tracked", "environments", "deploymentTarget"]

    func spec(_ root: Node) -> LayoutSpec? {
        guard let entries = reader.mapping(root, "the spec", keys: SpecReader.topLevelKeys) else { return nil }
        func value(_ key: String) -> Node? { entries.first { $0.key == key }?.value }

        if let version = value("kbcov") {
            if case .scalar(let scalar) = version, scalar.string == "1" {} else {
                reader.error(.unsupportedVersion, at: reader.location(version), "unsupported spec version \(reader.describe(version)): expected 'kbcov: 1'")
            }
        } else {
            reader.error(.missingKey, at: reader.location(root), "missing 'kbcov: 1' at the top of the spec")
        }
        var name = ""
        if let node = value("name") { name = reader.string(node, "the spec's name") ?? "" } else {
            reader.error(.missingKey, at: reader.location(root), "missing 'name': the screen's name")
        }
        let views = value("views").map(self.views) ?? []
        let guides = value("guides").map(self.guides) ?? [:]
        var declared: [String: SourceLocation] = [:]
        for view in views { declared[view.name] = view.location }
        for (guide, location) in guides.sorted(by: { $0.value < $1.value }) {
            if let first = declared[guide] {
                reader.error(.duplicateIdentifier, at: location, "'\(guide)' is already declared at line \(first.line)")
            } else {
                declared[guide] = location
            }
        }
        let constraintReader = ConstraintReader(reader: reader, userItems: Set(declared.keys))
        var identifiers = IdentifierRegistry(reader: reader)
        var constraints: [Constraint] = []
        if let node = value("constraints"), let list = reader.sequence(node, "'constraints'") {
            constraints = list.enumerated().compactMap { index, item in
                identifiers.register(constraintReader.constraint(item, generatedID: "constraints[\(index)]"), node: item)
            }
        }
        var tracked: [TrackedGroup] = []
        if let node = value("tracked"), let list = reader.sequence(node, "'tracked'") {
            tracked = list.enumerated().compactMap { index, group in
                trackedGroup(group, index: index, constraintReader: constraintReader, identifiers: &identifiers)
            }
        }
        let guide = value("keyboardGuide").map(keyboardGuide) ?? KeyboardGuideSettings()
        let environments = value("environments").map(self.environments) ?? []
        var deploymentTarget: OSVersion?
        if let node = value("deploymentTarget"), let text = reader.string(node, "the deployment target") {
            deploymentTarget = OSVersion(parsing: text)
            if deploymentTarget == nil {
                reader.error(.invalidValue, at: reader.location(node), "expected a deployment target such as \"15.0\"; found '\(text)'")
            }
        }
        var spec = LayoutSpec(
            path: reader.file, name: name, keyboardGuide: guide, views: views, guides: guides,
            constraints: constraints, tracked: tracked, environments: environments, deploymentTarget: deploymentTarget)
        spec.warnings = SpecWarnings.warnings(
            for: spec, trackedKey: entries.first { $0.key == "tracked" }?.keyNode,
            deploymentTarget: value("deploymentTarget"), reader: reader)
        return spec
    }

    private func views(_ node: Node) -> [ViewDeclaration] {
        guard let entries = reader.namedMapping(node, "'views'") else { return [] }
        return entries.compactMap { name, keyNode, value in
            guard checkItemName(name, at: reader.location(keyNode)) else { return nil }
            var view = ViewDeclaration(name: name, location: reader.location(keyNode))
            if reader.isNull(value) { return view }
            guard let fields = reader.mapping(value, "view '\(name)'", keys: ["intrinsicSize", "hugging", "compressionResistance", "keepVisible"]) else { return view }
            for (key, _, field) in fields {
                switch key {
                case "intrinsicSize":
                    for (axis, _, size) in reader.mapping(field, "the intrinsic size", keys: ["width", "height"]) ?? [] {
                        guard let value = reader.number(size, "the intrinsic \(axis)") else { continue }
                        guard !value.isNegative else {
                            reader.error(.invalidNumber, at: reader.location(size), "an intrinsic size cannot be negative; found \(value.decimalString())")
                            continue
                        }
                        if axis == "width" { view.intrinsicWidth = value } else { view.intrinsicHeight = value }
                    }
                case "hugging": view.hugging = axisPriorities(field, view.hugging, "content hugging")
                case "compressionResistance": view.compressionResistance = axisPriorities(field, view.compressionResistance, "compression resistance")
                default: view.keepVisible = reader.bool(field, "keepVisible") ?? false
                }
            }
            return view
        }
    }

    private func axisPriorities(_ node: Node, _ defaults: ViewDeclaration.AxisPriorities, _ what: String) -> ViewDeclaration.AxisPriorities {
        var result = defaults
        for (axis, _, value) in reader.mapping(node, what, keys: ["horizontal", "vertical"]) ?? [] {
            guard let priority = reader.priority(value, "the \(axis) \(what)") else { continue }
            if axis == "horizontal" { result.horizontal = priority } else { result.vertical = priority }
        }
        return result
    }

    private func guides(_ node: Node) -> [String: SourceLocation] {
        var guides: [String: SourceLocation] = [:]
        for item in reader.sequence(node, "'guides'") ?? [] {
            guard let name = reader.string(item, "a guide's name"), checkItemName(name, at: reader.location(item)) else { continue }
            if let first = guides[name] {
                reader.error(.duplicateIdentifier, at: reader.location(item), "guide '\(name)' is already declared at line \(first.line)")
            } else {
                guides[name] = reader.location(item)
            }
        }
        return guides
    }

    private func checkItemName(_ name: String, at location: SourceLocation) -> Bool {
        if BuiltinItem(rawValue: name) != nil {
            reader.error(.invalidValue, at: location, "'\(name)' is a built-in item; choose another name")
            return false
        }
        let isIdentifier = name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if !isIdentifier {
            reader.error(.invalidValue, at: location, "'\(name)' is not a valid item name: expected letters, digits and '_', not starting with a digit")
        }
        return isIdentifier
    }

    private func trackedGroup(_ node: Node, index: Int, constraintReader: ConstraintReader, identifiers: inout IdentifierRegistry) -> TrackedGroup? {
        guard let entries = reader.mapping(node, "a tracked group", keys: ["near", "awayFrom", "constraints"]) else { return nil }
        let conditions = entries.filter { $0.key != "constraints" }
        guard conditions.count == 1, let condition = conditions.first else {
            reader.error(conditions.isEmpty ? .missingKey : .invalidValue, at: reader.location(node),
                         "a tracked group needs exactly one of 'near' or 'awayFrom'")
            return nil
        }
        let edges = self.edges(condition.value)
        guard let constraintsEntry = entries.first(where: { $0.key == "constraints" }) else {
            reader.error(.missingKey, at: reader.location(node), "a tracked group needs 'constraints'")
            return nil
        }
        let list = reader.sequence(constraintsEntry.value, "the group's constraints") ?? []
        if list.isEmpty, case .sequence = constraintsEntry.value {
            reader.error(.invalidValue, at: reader.location(constraintsEntry.value), "a tracked group needs at least one constraint")
        }
        let constraints = list.enumerated().compactMap { position, item in
            identifiers.register(constraintReader.constraint(item, generatedID: "tracked[\(index)].constraints[\(position)]"), node: item)
        }
        guard let edges else { return nil }
        return TrackedGroup(
            condition: condition.key == "near" ? .near(edges) : .awayFrom(edges), constraints: constraints,
            location: reader.location(node))
    }

    private func edges(_ node: Node) -> Set<Edge>? {
        guard let list = reader.sequence(node, "a list of edges") else { return nil }
        guard !list.isEmpty else {
            reader.error(.emptyEdgeList, at: reader.location(node), "expected at least one edge: top, bottom, leading or trailing")
            return nil
        }
        var edges: Set<Edge> = []
        var valid = true
        for item in list {
            guard let text = reader.string(item, "an edge") else { valid = false; continue }
            guard let edge = Edge(rawValue: text) else {
                reader.error(.invalidEdge, at: reader.location(item), "expected an edge: top, bottom, leading or trailing; found '\(text)'")
                valid = false
                continue
            }
            if !edges.insert(edge).inserted {
                reader.error(.invalidEdge, at: reader.location(item), "edge '\(text)' is listed twice")
                valid = false
            }
        }
        return valid ? edges : nil
    }

    private func keyboardGuide(_ node: Node) -> KeyboardGuideSettings {
        var settings = KeyboardGuideSettings()
        let keys = ["followsUndockedKeyboard", "usesBottomSafeArea", "keyboardDismissPadding"]
        for (key, keyNode, value) in reader.mapping(node, "'keyboardGuide'", keys: keys) ?? [] {
            settings.explicitSettings[key] = reader.location(keyNode)
            switch key {
            case "followsUndockedKeyboard": settings.followsUndockedKeyboard = reader.bool(value, key) ?? false
            case "usesBottomSafeArea": settings.usesBottomSafeArea = reader.bool(value, key) ?? true
            default:
                guard let padding = reader.number(value, key) else { continue }
                if padding.isNegative {
                    reader.error(.invalidNumber, at: reader.location(value), "keyboardDismissPadding cannot be negative")
                } else {
                    settings.keyboardDismissPadding = padding
                }
            }
        }
        return settings
    }

    private func environments(_ node: Node) -> [EnvironmentEntry] {
        if case .scalar = node, let name = reader.string(node, "environments") {
            return [EnvironmentEntry(.named(name), location: reader.location(node))]
        }
        guard let list = reader.sequence(node, "'environments': 'default' or a list") else { return [] }
        return list.compactMap { item in
            if case .scalar = item {
                return reader.string(item, "an environment name").map { EnvironmentEntry(.named($0), location: reader.location(item)) }
            }
            guard let fields = reader.mapping(item, "a Stage Manager window", keys: ["stage", "device", "orientation", "frame"]) else { return nil }
            func field(_ key: String) -> Node? { fields.first { $0.key == key }?.value }
            guard let stage = field("stage").flatMap({ reader.string($0, "the window's name") }),
                  let device = field("device").flatMap({ reader.string($0, "the device id") }),
                  let frameNode = field("frame")
            else {
                reader.error(.missingKey, at: reader.location(item), "a Stage Manager window needs 'stage', 'device' and 'frame'")
                return nil
            }
            let numbers = (reader.sequence(frameNode, "the frame [x, y, width, height]") ?? []).compactMap { reader.number($0, "a frame value") }
            guard numbers.count == 4, !numbers[2].isNegative, !numbers[3].isNegative else {
                reader.error(.invalidValue, at: reader.location(frameNode), "expected the frame as [x, y, width, height] with a non-negative size")
                return nil
            }
            let orientation = field("orientation").flatMap { reader.string($0, "the orientation") }
            if let orientation, !["portrait", "landscape"].contains(orientation) {
                reader.error(.invalidValue, at: reader.location(field("orientation") ?? item), "expected portrait or landscape; found '\(orientation)'")
            }
            let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            return EnvironmentEntry(.stageWindow(StageWindowRequest(name: stage, device: device, orientation: orientation, frame: frame)),
                                    location: reader.location(item))
        }
    }
}

/// Constraint ids are unique across the whole spec.
struct IdentifierRegistry {
    let reader: YAMLReader
    private var seen: [String: SourceLocation] = [:]

    init(reader: YAMLReader) { self.reader = reader }

    mutating func register(_ parsed: (Constraint, idNode: Node?)?, node: Node) -> Constraint? {
        guard let (constraint, idNode) = parsed else { return nil }
        let location = idNode.map(reader.location) ?? reader.location(node)
        if let first = seen[constraint.id] {
            reader.error(.duplicateIdentifier, at: location, "constraint id '\(constraint.id)' is already used at line \(first.line)")
            return nil
        }
        seen[constraint.id] = location
        var generated = constraint
        generated.isGeneratedID = idNode == nil
        return generated
    }
}
