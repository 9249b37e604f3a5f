import LayoutSpec

/// Names the views of a screen as the spec's items: the outlet property that connects the view to
/// code (so that the view controller's Swift names the same item), else its `userLabel`, else its
/// element (`label`, `textView2`); unique, never a name the spec format reserves. The root view is
/// `view`.
struct ViewNames {
    private(set) var names: [String: String] = [:]

    static let reserved: Set<String> = Set(BuiltinItem.allCases.map(\.rawValue)).union(["system"])

    init(views: [InterfaceBuilderView], outlets: [InterfaceBuilderScreen.Outlet]) {
        var taken = Self.reserved
        let outletNames = Dictionary(outlets.map { ($0.destination, $0.property) }, uniquingKeysWith: { first, _ in first })
        for view in views {
            guard view.parent != nil else {
                names[view.id] = BuiltinItem.view.rawValue
                continue
            }
            let preferred = [outletNames[view.id], view.node["userLabel"].map(Self.identifier)].compactMap { $0 }.first { Self.isUsable($0) && !taken.contains($0) }
            let base = preferred ?? (view.node.name == "view" ? "subview" : view.node.name)
            var name = base, suffix = 2
            while taken.contains(name) {
                name = "\(base)\(suffix)"
                suffix += 1
            }
            taken.insert(name)
            names[view.id] = name
        }
    }

    subscript(id: String) -> String? { names[id] }

    /// `Send button` → `sendButton`.
    static func identifier(_ label: String) -> String {
        let words = label.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "" }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    static func isUsable(_ name: String) -> Bool {
        !reserved.contains(name) && !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
