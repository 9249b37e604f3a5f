import ExactGeometry
import Yams

/// `keyboardInsets:` (format 1.5): scroll views whose keyboard notification handlers set their
/// bottom content inset, each update `{ on: [notifications], set: expression }` or `add:`, with
/// `onlyWhenLocal` and a `handler` name (without `on`, the notifications its name says). An expression reads the keyboard's frame
/// (`keyboardFrame`, `keyboardOverlap`), the root `view` and its `safeArea`, as a handler can.
extension SpecReader {
    static let keyboardInsetKeys = ["scrollView", "textInputs", "initialInset", "updates"]
    static let insetUpdateKeys = ["on", "set", "add", "onlyWhenLocal", "handler"]
    private static let insetItems: [BuiltinItem] = [.keyboardFrame, .keyboardOverlap, .view, .safeArea]

    func keyboardInsets(_ node: Node, views: [ViewDeclaration]) -> [KeyboardInset] {
        guard let list = reader.list(node, expected: "a list of scroll views, each { scrollView, updates }") else { return [] }
        return list.enumerated().compactMap { index, item in keyboardInset(item, index: index, views: views.map(\.name)) }
    }

    private func keyboardInset(_ node: Node, index: Int, views: [String]) -> KeyboardInset? {
        guard let mapping = reader.mapping(node, expected: "a scroll view's keyboard inset: { scrollView, updates }") else { return nil }
        let keys = MappingKeys(mapping, of: node, allowed: Self.keyboardInsetKeys, required: ["scrollView", "updates"],
                               in: "a keyboard inset", reader: reader)
        let scrollView = keys["scrollView"].flatMap { view($0.value, among: views) }
        let inputs = keys["textInputs"].map { entry in reader.list(entry.value, expected: "a list of view names")?.map { view($0, among: views) } ?? [nil] } ?? []
        let initial: Rational? = keys["initialInset"].map { reader.number($0.value, expected: "the bottom inset before any notification, in points") } ?? .some(.zero)
        let updates = keys["updates"].map { entry in
            (reader.list(entry.value, expected: "a list of updates, each { on: [notifications], set: expression }") ?? []).enumerated().map { position, update in
                self.update(update, handler: "keyboardInsets[\(index)].updates[\(position)]")
            }
        } ?? []
        guard let scrollView, let initial, !inputs.contains(nil), !updates.contains(nil) else { return nil }
        return KeyboardInset(scrollView: scrollView, initialInset: initial, updates: updates.compactMap { $0 }, textInputs: inputs.compactMap { $0 })
    }

    private func view(_ node: Node, among views: [String]) -> String? {
        guard let name = reader.text(node, expected: "a view name") else { return nil }
        guard views.contains(name) else {
            sink.error(.unknownItem, at: reader.location(of: node),
                       "unknown view '\(name)'\(ClosestName.suggestion(for: name, among: views)); expected a view declared in 'views'")
            return nil
        }
        return name
    }

    private func update(_ node: Node, handler: String) -> KeyboardHandling.Update? {
        guard let mapping = reader.mapping(node, expected: "an update: { on: [notifications], set: expression } or add:") else { return nil }
        let keys = MappingKeys(mapping, of: node, allowed: Self.insetUpdateKeys, in: "an inset update", reader: reader)
        let names = KeyboardNotification.allCases.map(\.rawValue)
        let notifications = keys["on"].map { entry in
            (reader.list(entry.value, expected: "a list of notifications: \(MappingKeys.list(names))") ?? [])
                .map { reader.choice($0, of: names, what: "notification").flatMap(KeyboardNotification.init(rawValue:)) }
        } ?? []
        let onlyWhenLocal: Bool? = keys["onlyWhenLocal"].map { reader.bool($0.value) } ?? .some(false)
        let name: String? = keys["handler"].map { reader.text($0.value, expected: "the handler's name, for messages") } ?? .some(handler)
        let value: (node: Node, isRelative: Bool)?
        switch (keys["set"], keys["add"]) {
        case (let set?, nil): value = (set.value, false)
        case (nil, let add?): value = (add.value, true)
        case (let set?, let add?):
            let second = reader.location(of: set.key) < reader.location(of: add.key) ? add.key : set.key
            sink.error(.invalidValue, at: reader.location(of: second), "expected either 'set' or 'add' in an inset update, not both")
            value = nil
        case (nil, nil):
            sink.error(.missingKey, at: reader.location(of: node), "an inset update is missing its value: expected 'set' or 'add' with an expression")
            value = nil
        }
        guard let value, let expression = expression(value.node), !notifications.contains(nil), let onlyWhenLocal, let name else { return nil }
        return KeyboardHandling.Update(handler: name, notifications: notifications.compactMap { $0 }, isRelative: value.isRelative,
                                       value: expression, onlyWhenLocal: onlyWhenLocal, location: reader.location(of: node))
    }

    /// A number, or a linear expression of the keyboard's frame, the view and its safe area.
    private func expression(_ node: Node) -> LinearExpression? {
        if case .scalar(let scalar) = node, let number = Rational(exactly: scalar.string) { return LinearExpression(constant: number) }
        guard let text = reader.text(node, expected: "an expression such as 'keyboardFrame.height' or a number") else { return nil }
        let locator = RuleTextLocator(node: node, reader: reader)
        switch RuleParser.parseExpression(text) {
        case .failure(let problem):
            sink.error(problem.code, at: locator.location(ofOffset: problem.offset), problem.message)
            return nil
        case .success(let parsed):
            parsed.problems.forEach { sink.error($0.code, at: locator.location(ofOffset: $0.offset), $0.message) }
            let allowed = Self.insetItems.map(\.rawValue)
            var terms: [LinearExpression.Term] = []
            for term in parsed.side.terms {
                guard allowed.contains(term.written.item) else {
                    sink.error(.unknownItem, at: locator.location(ofOffset: term.written.itemOffset),
                               "expected one of \(allowed.joined(separator: ", ")) in an inset, what a keyboard handler reads; found '\(term.written.item)'")
                    return nil
                }
                guard let anchor = term.written.anchor else { return nil }
                terms.append(.init(coefficient: term.coefficient, anchor: AnchorReference(item: term.written.item, anchor: anchor)))
            }
            return parsed.problems.isEmpty ? LinearExpression(terms: terms, constant: parsed.side.constant) : nil
        }
    }
}
