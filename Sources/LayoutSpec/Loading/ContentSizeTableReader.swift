import ExactGeometry
import Yams

extension ContentSizeTable {
    static let overrideKeys = ["width", "height", "hugging", "compressionResistance"]

    /// The table with a catalog file's `viewClasses:` section applied on top (other sections are the
    /// catalog loader's). Each class entry may set `width`/`height` (points, or `none` for no
    /// intrinsic size on that axis), `hugging` and `compressionResistance`; what it leaves out
    /// stays as it was; the entry of a class a setting changes also that setting's key
    /// (`ContentVariant`: a scroll view's `notScrolling`, a text field's `borderless`, a button's
    /// `withoutConfiguration`), a mapping of the same keys for a view with the setting. Problems
    /// are errors at their `file:line:column`.
    public func overridden(byCatalogYAML yaml: String, path: String) -> Result<ContentSizeTable, DiagnosticsError> {
        let root: Node
        switch YAMLSyntaxDiagnostic.compose(yaml, file: path) {
        case .success(let composed?): root = composed
        case .success(nil): return .success(self)
        case .failure(let error): return .failure(error)
        }
        let sink = DiagnosticSink(file: path)
        let reader = YAMLReader(sink: sink, text: yaml)
        guard case .mapping(let top) = root,
              let section = top.first(where: { $0.key.string == "viewClasses" })?.value
        else { return .success(self) }
        var table = self
        if !section.isNull, let entries = reader.mapping(section, expected: "viewClasses: a mapping from a UIKit class name to its content size") {
            for (key, value) in entries {
                guard let name = reader.choice(key, of: ViewClass.knownNames, what: "view class"),
                      let base = table[name] else { continue }
                let variants = ContentVariant.allCases.filter { $0.classes.contains(name) }
                let read = ContentSizeTable.override(base, named: name, with: value, reader: reader,
                                                     allowed: Self.overrideKeys + variants.map(\.rawValue))
                table.classes[name] = read.entry
                for variant in variants {
                    guard let node = read.keys?[variant.rawValue]?.value else { continue }
                    table.variants[variant, default: [:]][name] = ContentSizeTable.override(
                        table.variants[variant]?[name] ?? read.entry, named: "\(name).\(variant.rawValue)",
                        with: node, reader: reader, allowed: Self.overrideKeys).entry
                }
            }
        }
        return sink.hasErrors ? .failure(DiagnosticsError(sink.sorted(.error))) : .success(table)
    }

    /// The entry with the mapping's settings applied, and the mapping's keys, for its variants.
    private static func override(_ base: ClassContentSize, named name: String, with node: Node, reader: YAMLReader,
                                 allowed: [String]) -> (entry: ClassContentSize, keys: MappingKeys?) {
        var entry = base
        guard let mapping = reader.mapping(node, expected: "the content size of \(name): a mapping of \(MappingKeys.list(allowed))") else { return (entry, nil) }
        let keys = MappingKeys(mapping, of: node, allowed: allowed, in: "viewClasses.\(name)", reader: reader)
        func size(_ key: String) -> Rational?? {
            guard let value = keys[key]?.value else { return .none }
            if case .scalar(let scalar) = value, scalar.string == "none" { return .some(nil) }
            return reader.size(value).map { .some($0) }
        }
        // A figure, or none, replaces the class's content range on that axis.
        if let width = size("width") { (entry.width, entry.widthRange) = (width, nil) }
        if let height = size("height") { (entry.height, entry.heightRange) = (height, nil) }
        func priorities(_ key: String, _ current: ViewDeclaration.AxisPriorities?) -> ViewDeclaration.AxisPriorities? {
            guard let value = keys[key]?.value,
                  let pair = reader.mapping(value, expected: "\(key): a mapping of 'horizontal' or 'vertical'") else { return current }
            let axes = MappingKeys(pair, of: value, allowed: ["horizontal", "vertical"], in: key, reader: reader)
            let base = current ?? ViewDeclaration(name: name, location: reader.location(of: value)).defaultPriorities(forKey: key)
            return .init(horizontal: axes["horizontal"].flatMap { reader.priority($0.value) } ?? base.horizontal,
                         vertical: axes["vertical"].flatMap { reader.priority($0.value) } ?? base.vertical)
        }
        entry.hugging = priorities("hugging", entry.hugging)
        entry.compressionResistance = priorities("compressionResistance", entry.compressionResistance)
        entry.source = "overridden in \(reader.file); before: \(base.source)"
        return (entry, keys)
    }
}

private extension ViewDeclaration {
    func defaultPriorities(forKey key: String) -> AxisPriorities { key == "hugging" ? hugging : compressionResistance }
}
