import LayoutSpec

/// Names the objects that are items of the layout after the Swift names they are bound to —
/// a property's name before a local's — unique, and never a name the spec format reserves.
struct ItemNaming {
    private(set) var names: [ObjectID: String] = [:]
    /// The object the screen made its root view: named `view`.
    private let rootViewObject: ObjectID?

    static let reserved = Set(BuiltinItem.allCases.map(\.rawValue)).union(["system"])

    init(objects: ObjectTable, used: [ObjectID]) {
        rootViewObject = objects.rootViewObject
        var taken: Set<String> = []
        for id in used {
            let object = objects[id]
            let derived = object.namedAfter.map { (names[$0.owner] ?? Self.preferredName(of: objects[$0.owner]) ?? "view") + $0.suffix }
            // A scroll view's guides keep their scroll view's name (`scrollViewContent`), by which
            // the analysis finds the content (`ScrollViewGuide.name(in:)`).
            let isScrollGuide = object.namedAfter.map { named in ScrollViewGuide.allCases.contains { $0.suffix == named.suffix } } ?? false
            let preferred = (isScrollGuide ? derived : nil) ?? Self.preferredName(of: object) ?? derived
                ?? Self.instanceName(ofType: object.typeName ?? "item")
            var name = Self.isUsable(preferred) ? preferred : "\(preferred.filter { $0.isLetter || $0.isNumber || $0 == "_" })Item"
            if let first = name.first, first.isNumber { name = "_" + name }
            var candidate = name, suffix = 2
            while taken.contains(candidate) {
                candidate = "\(name)\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            names[id] = candidate
        }
    }

    /// The Swift name an object is known by: a property's before a local's.
    static func preferredName(of object: ObjectTable.Object) -> String? {
        object.names.first { $0.isProperty }?.name ?? object.names.first?.name
    }

    func name(of item: ItemRef) -> String {
        switch item {
        case .builtin(let builtin): builtin.rawValue
        case .object(let id) where id == rootViewObject: BuiltinItem.view.rawValue
        case .object(let id): names[id] ?? "item\(id.index)"
        case .keyboardBeginFrame: BuiltinItem.keyboardFrame.rawValue
        }
    }

    private static func isUsable(_ name: String) -> Bool {
        !reserved.contains(name) && !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `UIImageView` → `imageView`.
    static func instanceName(ofType typeName: String) -> String {
        let plain = typeName.hasPrefix("UI") && typeName.count > 2 ? String(typeName.dropFirst(2)) : typeName
        return plain.prefix(1).lowercased() + plain.dropFirst()
    }
}
