import Yams

extension SpecReader {
    static let constraintKeys = ["id", "rule", "scaledBy"]

    /// A list of constraints, each a rule string or `{ id: …, rule: …, scaledBy: … }`.
    ///
    /// A constraint without an `id` gets one from its position, stable as long as the constraints
    /// before it in its list stay: `<idPrefix>[<index>]`, e.g. `constraints[2]` or
    /// `tracked[1].constraints[0]` (indices from 0).
    func constraints(_ node: Node, idPrefix: String) -> [Constraint] {
        guard let list = reader.list(node, expected: "a list of constraints") else { return [] }
        return list.enumerated().compactMap { index, item in
            constraint(item, generatedID: "\(idPrefix)[\(index)]")
        }
    }

    private func constraint(_ node: Node, generatedID: String) -> Constraint? {
        switch node {
        case .scalar:
            guard let rule = reader.text(node, expected: "a constraint: a rule such as 'toolbar.height == 44', or { id, rule }") else { return nil }
            identifiers.record(generatedID, at: reader.location(of: node))
            return parse(rule, of: node, id: generatedID, isGeneratedID: true)
        case .mapping(let mapping):
            let keys = MappingKeys(mapping, of: node, allowed: SpecReader.constraintKeys, required: ["rule"],
                                   in: "a constraint", reader: reader)
            let idNode = keys["id"]?.value
            let id = idNode.map(identifier) ?? generatedID
            if let id { identifiers.record(id, at: reader.location(of: idNode ?? node)) }
            let styleName = keys["scaledBy"].map { reader.choice($0.value, of: TextStyle.allCases.map(\.rawValue), what: "text style") }
            guard let ruleNode = keys["rule"]?.value,
                  let rule = reader.text(ruleNode, expected: "a rule such as 'toolbar.height == 44'"),
                  var constraint = parse(rule, of: ruleNode, id: id ?? generatedID, isGeneratedID: idNode == nil),
                  id != nil, styleName != .some(nil)
            else { return nil }
            constraint.scaledBy = styleName?.flatMap(TextStyle.init(rawValue:))
            return constraint
        default:
            sink.error(.wrongType, at: reader.location(of: node),
                       "expected a constraint: a rule such as 'toolbar.height == 44', or { id, rule }; found \(node.kindDescription)")
            return nil
        }
    }

    private func identifier(_ node: Node) -> String? {
        guard let id = reader.text(node, expected: "a constraint identifier") else { return nil }
        guard !id.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) else {
            sink.error(.invalidValue, at: reader.location(of: node), "expected an identifier without spaces; found '\(id)'")
            return nil
        }
        return id
    }

    private func parse(_ rule: String, of node: Node, id: String, isGeneratedID: Bool) -> Constraint? {
        let locator = RuleTextLocator(node: node, reader: reader)
        switch RuleParser.parse(rule) {
        case .failure(let problem):
            sink.error(problem.code, at: locator.location(ofOffset: problem.offset), problem.message)
            return nil
        case .success(let parsed):
            return RuleChecker(knownItems: items.knownItems, sink: sink)
                .constraint(from: parsed, id: id, isGeneratedID: isGeneratedID, locator: locator)
        }
    }
}
