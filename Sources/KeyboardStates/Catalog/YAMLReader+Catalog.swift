import ExactGeometry
import LayoutSpec
import Yams

/// What catalog files hold beyond a spec's values, read with the one YAML reader.
extension YAMLReader {
    /// The entries of a mapping with the keys a catalog allows there; `nil` when it is not a mapping.
    func keys(_ node: Node, in context: String, required: [String], optional: [String] = []) -> MappingKeys? {
        guard let mapping = mapping(node, expected: "a mapping for \(context)") else { return nil }
        return MappingKeys(mapping, of: node, allowed: required + optional, required: required, in: context, reader: self)
    }

    /// The entries of a mapping whose keys are names the user chooses (devices, sets).
    func namedEntries(_ node: Node, in context: String) -> [(name: String, key: Node, value: Node)] {
        guard let mapping = mapping(node, expected: "a mapping of names for \(context)") else { return [] }
        return mapping.compactMap { key, value in
            guard let name = text(key, expected: "a name as key in \(context)") else { return nil }
            return (name, key, value)
        }
    }

    /// A length that is more than zero (`positive`) or not negative.
    func length(_ node: Node, _ what: String, positive: Bool = false) -> Rational? {
        guard let value = number(node, expected: what) else { return nil }
        guard !value.isNegative, !(positive && value.isZero) else {
            sink.error(.invalidValue, at: location(of: node), "expected \(what) of \(positive ? "more than 0" : "0 or more"); found \(node.kindDescription)")
            return nil
        }
        return value
    }

    /// One of a `String` enumeration's values.
    func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        guard let text = text(node, expected: "\(what): one of \(names.joined(separator: ", "))") else { return nil }
        guard let value = Value(rawValue: text) else {
            sink.error(.invalidValue, at: location(of: node),
                       "expected \(what): one of \(names.joined(separator: ", "))\(ClosestName.suggestion(for: text, among: names)); found '\(text)'")
            return nil
        }
        return value
    }

    /// `[x, y, width, height]`, width and height more than zero.
    func rect(_ node: Node, _ what: String) -> Rect? {
        guard let values = lengths(node, what, count: 4), let width = positive(values[2], node, what), let height = positive(values[3], node, what)
        else { return nil }
        return Rect(x: values[0], y: values[1], width: width, height: height)
    }

    /// `[width, height]`, both more than zero.
    func sizePair(_ node: Node, _ what: String) -> Size? {
        guard let values = lengths(node, what, count: 2), let width = positive(values[0], node, what), let height = positive(values[1], node, what)
        else { return nil }
        return Size(width: width, height: height)
    }

    private func lengths(_ node: Node, _ what: String, count: Int) -> [Rational]? {
        guard let items = list(node, expected: "a list of \(count) numbers for \(what)") else { return nil }
        guard items.count == count else {
            sink.error(.wrongType, at: location(of: node), "expected a list of \(count) numbers for \(what); found \(items.count)")
            return nil
        }
        let values = items.compactMap { length($0, "a length in \(what)") }
        return values.count == count ? values : nil
    }

    private func positive(_ value: Rational, _ node: Node, _ what: String) -> Rational? {
        guard value.isNegative || value.isZero else { return value }
        sink.error(.invalidValue, at: location(of: node), "\(what) needs a positive width and height")
        return nil
    }
}
