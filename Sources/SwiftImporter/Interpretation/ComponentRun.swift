import LayoutSpec

extension Interpreter {
    /// Runs a view type that no screen places as a component: an object of the type (named after
    /// it, `listCell`), added to the root view and placed there as `ComponentHost` says UIKit
    /// sizes its kind; then reports the methods nothing reached, as for a screen.
    func run(component typeName: String, at location: SpecLocation) -> ComponentHost {
        let id = objects.create(typeName: typeName, at: location)
        objects.componentObject = id
        // Named before its code runs, so that a local bound to it (`let superview = superview`) does not name it.
        objects.bind(.item(.object(id)), toName: ItemNaming.instanceName(ofType: typeName), isProperty: true)
        objects.recordAddition(of: id, asGuide: false, to: .rootView)
        // `TypeName()` where it compiles (UIKit's `init(frame:)`), else the initializer an app calls.
        let madeAsPlainCall = EntryPoints.initializer(of: typeName, labels: [], in: index) != nil
        instantiate(typeName, as: .item(.object(id)), arguments: madeAsPlainCall ? [] : nil)
        didAddToSuperview(id)
        let host = ComponentHost(uikitBase: uikitBase(of: id))
        for placement in host.placements {
            let rhs = placement.target.map { DraftExpression(.builtin($0.item), $0.anchor) } ?? DraftExpression()
            let handle = book.add(DraftConstraint(lhs: DraftExpression(.object(id), placement.anchor), relation: placement.relation,
                                                  rhsAnchors: rhs, constant: .number(.zero), priority: placement.priority,
                                                  identifier: placement.id, location: location))
            book.setActive(handle, true)
        }
        placeScrollContent()
        for type in instantiatedTypes { reportUnreached(in: type) }
        return host
    }
}
