import ExactGeometry
import Yams

extension ContentSizeTable {
    static let overrideKeys = ["width", "height", "hugging", "compressionResistance"]

    /// The table with a catalog file's `viewClasses:` section applied on top (other sections are the
    /// catalog loader's). Each class entry may set `width`/`height` (points, or `none` for no
    /// intrinsic size on that axis), `hugging` and `compressionResistance`; what it leaves out
    /// stays as it was. Problems are errors at their `file:line:column`.
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
                table.classes[name] = ContentSizeTable.override(base, named: name, with: value, reader: reader)
            }
        }
        return sink.hasErrors ? .failure(DiagnosticsError(sink.sorted(.error))) : .success(table)
    }

    private static func override(_ base: ClassContentSize, named name: String, with node: Node, reader: YAMLReader) -> ClassContentSize {
        var entry = base
        guard let mapping = reader.mapping(node, expected: "the content size of \(name): a mapping of \(MappingKeys.list(overrideKeys))") else { return entry }
        let keys = MappingKeys(mapping, of: node, allowed: overrideKeys, in: "viewClasses.\(name)", reader: reader)
        func size(_ key: String) -> Rational?? {
            guard let value = keys[key]?.value else { return .none }
            if case .scalar(let scalar) = value, scalar.string == "none" { return .some(nil) }
            return reader.size(value).map { .some($0) }
        }
        if let width = size("width") { entry.width = width }
        if let height = size("height") { entry.height = height }
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
        return entry
    }
}

private extension ViewDeclaration {
    func defaultPriorities(forKey key: String) -> AxisPriorities { key == "hugging" ? hugging : compressionResistance }
}
