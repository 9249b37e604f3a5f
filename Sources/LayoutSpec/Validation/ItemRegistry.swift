/// The names of the spec's views and guides: identifiers, not built-in, unique across both.
final class ItemRegistry {
    /// Words a rule reads specially, so no item may take them.
    static let reservedNames = Set(BuiltinItem.allCases.map(\.rawValue)).union(["system"])

    private let sink: DiagnosticSink
    private var declared: [String: SourceLocation] = [:]

    init(sink: DiagnosticSink) { self.sink = sink }

    /// Built-in items and every declared name, valid or not (a bad name is reported once, where
    /// it is declared, not again in each rule that uses it).
    private(set) var knownItems: Set<String> = ItemRegistry.reservedNames.subtracting(["system"])

    /// Records `name`; `false` when it repeats an earlier declaration.
    @discardableResult
    func declare(_ name: String, at location: SourceLocation, kind: String) -> Bool {
        if let first = declared[name] {
            sink.error(.duplicateIdentifier, at: location,
                       "the \(kind) name '\(name)' is already declared at line \(first.line); expected names unique across views and guides")
            return false
        }
        if ItemRegistry.reservedNames.contains(name) {
            sink.error(.invalidValue, at: location,
                       "'\(name)' is a built-in name (\(RuleChecker.builtinList), system); expected another \(kind) name")
        } else if !ItemRegistry.isIdentifier(name) {
            sink.error(.invalidValue, at: location,
                       "expected a \(kind) name made of letters, digits and '_', not starting with a digit; found '\(name)'")
        }
        declared[name] = location
        knownItems.insert(name)
        return true
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0) }
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
