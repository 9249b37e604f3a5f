import LayoutSpec

/// The objects the code creates or names, with what the layout needs of each: the names it is
/// bound to, whether it is a layout guide, and the hugging and compression resistance it sets.
final class ObjectTable {
    struct Object {
        var typeName: String?
        /// Names the object is bound to, in order, each marked when it is a stored property.
        var names: [(name: String, isProperty: Bool)] = []
        var isGuide = false
        /// The view it was added to, the superview `|` means in a visual format.
        var parent: ItemRef?
        var location: SpecLocation
        var hugging: [Axis: Priority] = [:]
        var compressionResistance: [Axis: Priority] = [:]
        var settings = ViewSettings()
        /// Interface Builder made it (`PrebuiltLayout`): its settings start as the document's.
        var isDrawnByDocument = false
        /// A guide UIKit gives a view (a subview's margins, a scroll view's content), named
        /// after the view: `card` → `cardMargins`.
        var namedAfter: (owner: ObjectID, suffix: String)?
    }

    private(set) var objects: [Object] = []
    /// The view a screen makes its root view (`view = ProfileView()` in `loadView`): it is the
    /// root view of the spec, `view`, whose code ran on it.
    var rootViewObject: ObjectID?
    /// The view analysed on its own (`Interpreter.run(component:)`): its size is what its host
    /// measures of its code's layout.
    var componentObject: ObjectID?
    private var undeclared: [String: ObjectID] = [:]
    /// Objects in the order they are added with `addSubview` / `addLayoutGuide`.
    private(set) var additionOrder: [ObjectID] = []

    var ids: [ObjectID] { objects.indices.map(ObjectID.init) }

    subscript(id: ObjectID) -> Object {
        get { objects[id.index] }
        set { objects[id.index] = newValue }
    }

    func create(typeName: String?, at location: SpecLocation) -> ObjectID {
        objects.append(Object(typeName: typeName, isGuide: typeName?.hasSuffix("LayoutGuide") == true, location: location))
        return ObjectID(index: objects.count - 1)
    }

    /// The object a name declared nowhere in the file stands for: one per name.
    func undeclaredObject(named name: String, at location: SpecLocation) -> ObjectID {
        if let id = undeclared[name] { return id }
        let id = create(typeName: nil, at: location)
        self[id].names.append((name, true))
        undeclared[name] = id
        return id
    }

    func derivedGuide(of owner: ObjectID, suffix: String) -> ObjectID? {
        ids.first { self[$0].namedAfter?.owner == owner && self[$0].namedAfter?.suffix == suffix }
    }

    func createDerivedGuide(of owner: ObjectID, suffix: String, at location: SpecLocation) -> ObjectID {
        let id = create(typeName: "UILayoutGuide", at: location)
        self[id].namedAfter = (owner, suffix)
        recordAddition(of: id, asGuide: true)
        return id
    }

    func bind(_ value: Value, toName name: String, isProperty: Bool) {
        if case .list(let elements) = value {
            // `let icons = [UIImageView(), UIImageView()]`: unnamed elements are `icons`, `icons2`.
            for case .item(.object(let id)) in elements where self[id].names.isEmpty { self[id].names.append((name, isProperty)) }
            return
        }
        guard case .item(.object(let id)) = value, !self[id].names.contains(where: { $0.name == name }) else { return }
        self[id].names.append((name, isProperty))
    }

    func recordAddition(of id: ObjectID, asGuide: Bool, to parent: ItemRef? = nil) {
        if asGuide { self[id].isGuide = true }
        if let parent { self[id].parent = parent }
        if !additionOrder.contains(id) { additionOrder.append(id) }
    }

    /// Whether `view` is a subview of `container` at some depth, added to it or arranged by a stack inside it.
    func isInside(_ view: ObjectID, _ container: ObjectID) -> Bool {
        var current = view
        var seen: Set<ObjectID> = [view]
        while let next = parentOrStack(of: current), seen.insert(next).inserted {
            if next == container { return true }
            current = next
        }
        return false
    }

    /// The types of the views the code placed: added to a view, arranged by a stack, or made the root view.
    var placedTypeNames: Set<String> {
        let arranged = Set(objects.flatMap(\.settings.stack.arranged))
        return Set(ids.filter { self[$0].parent != nil || $0 == rootViewObject || arranged.contains($0) }.compactMap { self[$0].typeName })
    }

    private func parentOrStack(of id: ObjectID) -> ObjectID? {
        if case .object(let parent)? = self[id].parent { return parent }
        return ids.first { self[$0].settings.stack.arranged.contains(id) }
    }
}
